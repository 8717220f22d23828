import { far, right, wrong, GAPMINDER, OWID, type TopicSpec } from '../types.ts';

export const population: TopicSpec = {
  key: 'Population',
  globalId: 'topic-population',
  slug: 'world-population',
  name: ['World population', 'Världens befolkning'],
  description: [
    'How many we are, where we live and how many children families have. The numbers behind the world population.',
    'Hur många vi är, var vi bor och hur många barn familjer får. Siffrorna bakom världens befolkning.',
  ],
  category: 'people',
  image: 'icon-population',
  twoTests: true,
  extraTestQuestions: ['8003'],
  chapters: [
    {
      name: ['Eight billion of us', 'Åtta miljarder'],
      challenges: [
        {
          globalId: 'challenge-population-basics',
          slug: 'population-basics',
          title: ['Eight billion and counting', 'Åtta miljarder och fler'],
          videoUrl: 'https://www.youtube.com/watch?v=hVimVzgtD6w',
          videoName: [
            "Hans Rosling: The best stats you've ever seen",
            'Hans Rosling: Den bästa statistiken du har sett',
          ],
          intro: [
            {
              title: ['A growing world', 'En växande värld'],
              body: [
                'The world population has grown eightfold since 1800. But growth is slowing down. Let us look at the numbers.',
                'Världens befolkning har åttadubblats sedan 1800. Men tillväxten bromsar in. Nu tittar vi på siffrorna.',
              ],
              image: 'icon-population',
            },
          ],
          outro: [
            {
              title: ['Well done', 'Bra gjort'],
              body: [
                'Population growth is mostly about children surviving and families choosing fewer children.',
                'Befolkningstillväxten handlar mest om att barn överlever och att familjer väljer att få färre barn.',
              ],
            },
          ],
          combos: [
            {
              name: ['How many are we?', 'Hur många är vi?'],
              questions: ['1201', '1202', '1211', '1215'],
              intro: {
                title: ['Part 1: counting people', 'Del 1: att räkna människor'],
                body: [
                  'From one billion in 1800 to eight billion today.',
                  'Från en miljard år 1800 till åtta miljarder i dag.',
                ],
              },
              outro: {
                title: ['Part 1 done', 'Del 1 klar'],
                body: ['Next: where people live.', 'Nästa del: var människor bor.'],
              },
            },
            {
              name: ['Where we live', 'Var vi bor'],
              questions: ['1204', '1207', '1208', '1213'],
              intro: {
                title: ['Part 2: where we live', 'Del 2: var vi bor'],
                body: ['Continents, countries and cities.', 'Kontinenter, länder och städer.'],
              },
              outro: { title: ['Part 2 done', 'Del 2 klar'], body: ['One more part.', 'En del till.'] },
            },
            {
              name: ['Families', 'Familjer'],
              questions: ['1203', '1205', '1206'],
              intro: {
                title: ['Part 3: children per woman', 'Del 3: barn per kvinna'],
                body: ['Three questions about family size.', 'Tre frågor om familjernas storlek.'],
              },
              outro: { title: ['Part 3 done', 'Del 3 klar'], body: ['All parts done.', 'Alla delar klara.'] },
            },
          ],
        },
      ],
    },
  ],
  questions: [
    {
      id: '1201',
      name: ['World population today', 'Världens befolkning i dag'],
      text: ['About how many people live in the world today?', 'Ungefär hur många människor lever i världen i dag?'],
      answers: [
        far('About 2 billion', 'Ungefär 2 miljarder'),
        wrong('About 6 billion', 'Ungefär 6 miljarder'),
        right('About 8 billion', 'Ungefär 8 miljarder'),
      ],
      explanation: [
        'The world population passed 8 billion in November 2022, according to the UN.',
        'Världens befolkning passerade 8 miljarder i november 2022, enligt FN.',
      ],
      source: {
        href: `${OWID}population-growth`,
        en: 'Our World in Data: Population growth',
        sv: 'Our World in Data: Befolkningstillväxt (engelska)',
      },
    },
    {
      id: '1202',
      name: ['The population curve', 'Befolkningskurvan'],
      text: [
        'Which line best shows the world population from 1800 until today?',
        'Vilken linje visar bäst världens befolkning från 1800 till i dag?',
      ],
      asImages: true,
      answers: [
        wrong('A straight line rising steadily', 'En rak linje som stiger jämnt', { image: 'trend-steady' }),
        right('A line that is almost flat and then shoots up', 'En linje som är nästan platt och sedan rusar uppåt', {
          image: 'trend-hockey',
        }),
        far('A line that falls', 'En linje som sjunker', { image: 'trend-fall' }),
      ],
      explanation: [
        'It took all of human history to reach 1 billion people around 1800, but only about 200 more years to reach 8 billion.',
        'Det tog hela mänsklighetens historia att nå 1 miljard människor omkring år 1800, men bara ungefär 200 år till att nå 8 miljarder.',
      ],
    },
    {
      id: '1203',
      name: ['Children in 2100', 'Barn år 2100'],
      text: [
        'There are about 2 billion children aged 0 to 15 in the world today. How many will there be in the year 2100, according to the UN?',
        'Det finns ungefär 2 miljarder barn i åldern 0–15 år i världen i dag. Hur många blir de år 2100, enligt FN?',
      ],
      answers: [
        far('4 billion', '4 miljarder', {
          feedback: [
            'Most people guess that the number of children will keep growing. It will not.',
            'De flesta gissar att antalet barn kommer att fortsätta öka. Det gör det inte.',
          ],
        }),
        wrong('3 billion', '3 miljarder'),
        right('About 2 billion or slightly fewer', 'Ungefär 2 miljarder eller något färre', {
          feedback: [
            'Right. The number of children has already stopped growing.',
            'Rätt. Antalet barn har redan slutat öka.',
          ],
        }),
      ],
      explanation: [
        'The number of children in the world has stopped growing. The population still grows because today’s children grow up and people live longer.',
        'Antalet barn i världen har slutat öka. Befolkningen växer ändå eftersom dagens barn växer upp och människor lever längre.',
      ],
      source: { href: GAPMINDER, en: 'Gapminder', sv: 'Gapminder' },
      extra: [
        'Hans Rosling called this "peak child": the moment when the number of children in the world stops increasing.',
        'Hans Rosling kallade det ”peak child”: ögonblicket då antalet barn i världen slutar öka.',
      ],
    },
    {
      id: '1204',
      name: ['The most populous continent', 'Den folkrikaste kontinenten'],
      text: ["Where do most of the world's people live?", 'Var bor de flesta av världens människor?'],
      answers: [right('Asia', 'Asien'), wrong('Africa', 'Afrika'), far('Europe', 'Europa')],
      explanation: [
        'Almost 6 out of 10 people live in Asia. About 1 in 5 live in Africa and fewer than 1 in 10 in Europe.',
        'Nästan 6 av 10 människor bor i Asien. Ungefär var femte bor i Afrika och färre än var tionde i Europa.',
      ],
    },
    {
      id: '1205',
      name: ['Children per woman today', 'Barn per kvinna i dag'],
      text: [
        'What is the average number of children per woman in the world today?',
        'Hur många barn per kvinna föds i genomsnitt i världen i dag?',
      ],
      answers: [right('About 2.3', 'Ungefär 2,3'), wrong('About 4', 'Ungefär 4'), far('About 6', 'Ungefär 6')],
      explanation: [
        'The global fertility rate is about 2.3 children per woman, down from about 5 in the 1960s.',
        'Den globala fruktsamheten är ungefär 2,3 barn per kvinna, ned från ungefär 5 på 1960-talet.',
      ],
    },
    {
      id: '1206',
      name: ['Children per woman in 1965', 'Barn per kvinna år 1965'],
      text: [
        'About how many children did a woman in the world have on average in 1965?',
        'Ungefär hur många barn fick en kvinna i världen i genomsnitt år 1965?',
      ],
      answers: [far('About 2', 'Ungefär 2'), right('About 5', 'Ungefär 5'), far('About 9', 'Ungefär 9')],
      explanation: [
        'In the mid-1960s the world average was about 5 children per woman. It has more than halved since then.',
        'I mitten av 1960-talet var världsgenomsnittet ungefär 5 barn per kvinna. Det har mer än halverats sedan dess.',
      ],
    },
    {
      id: '1207',
      name: ['Most populous country', 'Folkrikaste landet'],
      text: ['Which country has the largest population?', 'Vilket land har störst befolkning?'],
      answers: [
        wrong('China', 'Kina', {
          feedback: [
            'China was the largest for a long time, but was overtaken in 2023.',
            'Kina var störst länge men passerades år 2023.',
          ],
        }),
        right('India', 'Indien'),
        far('United States', 'USA'),
      ],
      explanation: [
        'India passed China as the most populous country in 2023. Both have more than 1.4 billion people.',
        'Indien passerade Kina som världens folkrikaste land år 2023. Båda har över 1,4 miljarder invånare.',
      ],
    },
    {
      id: '1208',
      name: ['Living in cities', 'Att bo i städer'],
      text: [
        "What share of the world's population lives in cities and towns?",
        'Hur stor andel av världens befolkning bor i städer och tätorter?',
      ],
      answers: [
        wrong('About a quarter', 'Ungefär en fjärdedel'),
        right('A little more than half', 'Lite mer än hälften'),
        far('About 90%', 'Ungefär 90 %'),
      ],
      explanation: [
        'According to the UN, about 57% of the world population lives in urban areas. In 1950 it was less than 30%.',
        'Enligt FN bor ungefär 57 procent av världens befolkning i tätorter. År 1950 var det mindre än 30 procent.',
      ],
    },
    {
      id: '1209',
      name: ["Africa's population", 'Afrikas befolkning'],
      text: ['About how many people live in Africa?', 'Ungefär hur många människor bor i Afrika?'],
      answers: [
        wrong('About 500 million', 'Ungefär 500 miljoner'),
        right('About 1.5 billion', 'Ungefär 1,5 miljarder'),
        far('About 4 billion', 'Ungefär 4 miljarder'),
      ],
      explanation: [
        'Africa has about 1.5 billion inhabitants and the fastest-growing population of all continents.',
        'Afrika har ungefär 1,5 miljarder invånare och den snabbast växande befolkningen av alla kontinenter.',
      ],
    },
    {
      id: '1210',
      name: ['Median age', 'Medianålder'],
      text: ['What is the median age of the world population?', 'Vad är medianåldern i världens befolkning?'],
      answers: [
        wrong('About 20 years', 'Ungefär 20 år'),
        right('About 30 years', 'Ungefär 30 år'),
        wrong('About 45 years', 'Ungefär 45 år'),
      ],
      explanation: [
        'Half the people in the world are younger than about 30. In Sweden the median age is about 41, in Niger under 16.',
        'Hälften av världens människor är yngre än ungefär 30 år. I Sverige är medianåldern ungefär 41 år, i Niger under 16.',
      ],
    },
    {
      id: '1211',
      name: ['Population in 1800', 'Befolkningen år 1800'],
      text: [
        'About how many people lived in the world in 1800?',
        'Ungefär hur många människor levde i världen år 1800?',
      ],
      answers: [
        far('About 100 million', 'Ungefär 100 miljoner'),
        right('About 1 billion', 'Ungefär 1 miljard'),
        wrong('About 3 billion', 'Ungefär 3 miljarder'),
      ],
      explanation: [
        'The world population reached 1 billion around 1800 and 2 billion around 1927.',
        'Världens befolkning nådde 1 miljard omkring år 1800 och 2 miljarder omkring 1927.',
      ],
    },
    {
      id: '1212',
      name: ["Japan's population", 'Japans befolkning'],
      text: ['Is the population of Japan growing or shrinking?', 'Växer eller krymper Japans befolkning?'],
      answers: [
        right('Shrinking', 'Den krymper'),
        wrong('Growing fast', 'Den växer snabbt'),
        wrong('Growing slowly', 'Den växer långsamt'),
      ],
      explanation: [
        'Japan’s population peaked around 2008 and has been falling since, because fewer children are born than people die.',
        'Japans befolkning nådde sin topp omkring 2008 och har minskat sedan dess, eftersom färre barn föds än antalet som dör.',
      ],
    },
    {
      id: '1213',
      name: ['The largest city', 'Den största staden'],
      text: [
        'Which city area has the largest population in the world, according to the UN?',
        'Vilket stadsområde har störst befolkning i världen enligt FN?',
      ],
      answers: [right('Tokyo', 'Tokyo'), wrong('London', 'London'), far('Stockholm', 'Stockholm')],
      explanation: [
        'The UN counts the Tokyo urban area as the largest, with about 37 million people. Cities like Delhi and Shanghai are catching up.',
        'FN räknar Tokyoområdet som det största, med ungefär 37 miljoner invånare. Städer som Delhi och Shanghai kommer ikapp.',
      ],
    },
    {
      id: '1214',
      name: ['Speed of growth', 'Tillväxttakten'],
      text: [
        'Is world population growth speeding up or slowing down?',
        'Ökar eller minskar takten i världens befolkningstillväxt?',
      ],
      answers: [
        wrong('Speeding up', 'Den ökar'),
        right('Slowing down', 'Den minskar'),
        wrong('It is constant', 'Den är konstant'),
      ],
      explanation: [
        'The growth rate peaked at over 2% a year in the 1960s. Today it is below 1% a year.',
        'Tillväxttakten nådde sin topp med över 2 procent per år på 1960-talet. I dag är den under 1 procent per år.',
      ],
    },
    {
      id: '1215',
      name: ['Peak population', 'Befolkningstoppen'],
      text: [
        'According to UN projections, at about what level will the world population peak?',
        'Enligt FN:s prognoser, på ungefär vilken nivå når världens befolkning sin topp?',
      ],
      answers: [
        right('About 10 billion', 'Ungefär 10 miljarder'),
        wrong('About 15 billion', 'Ungefär 15 miljarder'),
        far('About 25 billion', 'Ungefär 25 miljarder'),
      ],
      explanation: [
        'The UN projects a peak of about 10.3 billion people in the 2080s, followed by a slow decline.',
        'FN förutspår en topp på ungefär 10,3 miljarder människor på 2080-talet, följd av en långsam minskning.',
      ],
    },
    {
      id: '1216',
      name: ['People aged 65 and over', 'Personer som är 65 år och äldre'],
      text: [
        'About what share of the world population is 65 years or older?',
        'Ungefär hur stor andel av världens befolkning är 65 år eller äldre?',
      ],
      answers: [far('About 1%', 'Ungefär 1 %'), right('About 10%', 'Ungefär 10 %'), wrong('About 30%', 'Ungefär 30 %')],
      explanation: [
        'About one in ten people is 65 or older, and the share is rising.',
        'Ungefär var tionde människa är 65 år eller äldre, och andelen ökar.',
      ],
    },
    {
      id: '1217',
      name: ["Africa's largest country by people", 'Afrikas folkrikaste land'],
      text: ['Which country has the largest population in Africa?', 'Vilket land har störst befolkning i Afrika?'],
      answers: [wrong('Egypt', 'Egypten'), wrong('South Africa', 'Sydafrika'), right('Nigeria', 'Nigeria')],
      explanation: [
        'Nigeria has more than 220 million inhabitants, the most in Africa.',
        'Nigeria har över 220 miljoner invånare, flest i Afrika.',
      ],
    },
    {
      id: '1218',
      name: ['Births per year', 'Födslar per år'],
      text: [
        'Roughly how many babies are born in the world each year?',
        'Ungefär hur många barn föds i världen varje år?',
      ],
      answers: [
        far('About 13 million', 'Ungefär 13 miljoner'),
        right('About 130 million', 'Ungefär 130 miljoner'),
        far('About 1.3 billion', 'Ungefär 1,3 miljarder'),
      ],
      explanation: [
        'About 130 million children are born each year, a number that has been roughly stable for decades.',
        'Ungefär 130 miljoner barn föds varje år, ett antal som har legat ungefär stilla i årtionden.',
      ],
    },
    {
      id: '1219',
      name: ['Boys and girls at birth', 'Pojkar och flickor vid födseln'],
      text: [
        'Naturally, about how many boys are born for every 100 girls?',
        'Ungefär hur många pojkar föds naturligt på varje 100 flickor?',
      ],
      answers: [wrong('90', '90'), wrong('100', '100'), right('105', '105')],
      explanation: [
        'Slightly more boys than girls are born, about 105 boys per 100 girls. Higher ratios are a sign of sex-selective practices.',
        'Det föds något fler pojkar än flickor, ungefär 105 pojkar per 100 flickor. Högre kvoter är ett tecken på könsselektion.',
      ],
    },
  ],
};
