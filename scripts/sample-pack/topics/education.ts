import { far, right, wrong, GAPMINDER, type TopicSpec } from '../types.ts';

export const education: TopicSpec = {
  key: 'Education',
  globalId: 'topic-education',
  slug: 'education',
  name: ['Education', 'Utbildning'],
  description: [
    'Reading, writing and going to school: how education has spread around the world, and in Sweden.',
    'Att läsa, skriva och gå i skolan: hur utbildning har spridits i världen och i Sverige.',
  ],
  category: 'people',
  image: 'icon-education',
  tags: ['sdg-world-04'],
  chapters: [
    {
      name: ['School for everyone', 'Skola för alla'],
      challenges: [
        {
          globalId: 'challenge-education-basics',
          slug: 'education-basics',
          title: ['Back to school', 'Tillbaka till skolan'],
          intro: [
            {
              title: ['Back to school', 'Tillbaka till skolan'],
              body: [
                'Two hundred years ago only about one in ten adults could read. What does the world look like today?',
                'För tvåhundra år sedan kunde bara ungefär var tionde vuxen läsa. Hur ser världen ut i dag?',
              ],
              image: 'icon-education',
            },
          ],
          outro: [
            {
              title: ['Class dismissed', 'Lektionen är slut'],
              body: [
                'Well done, you completed the education challenge.',
                'Bra jobbat, du har klarat utbildningsutmaningen.',
              ],
            },
          ],
          combos: [
            {
              name: ['Reading and writing', 'Att läsa och skriva'],
              questions: ['1501', '1506', '1512'],
              intro: {
                title: ['Part 1: literacy', 'Del 1: läskunnighet'],
                body: ['Three questions about who can read and write.', 'Tre frågor om vilka som kan läsa och skriva.'],
              },
              outro: {
                title: ['Part 1 done', 'Del 1 klar'],
                body: ['Next: going to school.', 'Nästa del: att gå i skolan.'],
              },
            },
            {
              name: ['In the classroom', 'I klassrummet'],
              questions: ['1502', '1503', '1504', '1508', '1509'],
              intro: {
                title: ['Part 2: going to school', 'Del 2: att gå i skolan'],
                body: [
                  'Girls, boys and the children who are left out. Five questions.',
                  'Flickor, pojkar och barnen som hamnar utanför. Fem frågor.',
                ],
              },
              outro: {
                title: ['Part 2 done', 'Del 2 klar'],
                body: ['That was the last part.', 'Det var sista delen.'],
              },
            },
          ],
        },
      ],
    },
  ],
  questions: [
    {
      id: '1501',
      name: ['Adult literacy', 'Läskunnighet bland vuxna'],
      text: [
        'What share of adults in the world can read and write?',
        'Hur stor andel av världens vuxna kan läsa och skriva?',
      ],
      answers: [
        far('About 20%', 'Ungefär 20 %'),
        wrong('About 50%', 'Ungefär 50 %'),
        right('About 87%', 'Ungefär 87 %'),
      ],
      explanation: [
        'According to UNESCO, about 87% of adults can read and write. Around 750 million adults still cannot.',
        'Enligt UNESCO kan ungefär 87 procent av alla vuxna läsa och skriva. Omkring 750 miljoner vuxna kan det fortfarande inte.',
      ],
    },
    {
      id: '1502',
      name: ['Girls finishing primary school', 'Flickor som går ut grundskolan'],
      text: [
        'In low-income countries, how many girls finish primary school?',
        'Hur många flickor går ut grundskolans lägre årskurser i låginkomstländer?',
      ],
      answers: [
        far('About 20%', 'Ungefär 20 %'),
        wrong('About 40%', 'Ungefär 40 %'),
        right('About 60%', 'Ungefär 60 %'),
      ],
      explanation: [
        'In low-income countries about 6 in 10 girls complete primary school. Many people guess much lower.',
        'I låginkomstländer slutför ungefär 6 av 10 flickor de lägre årskurserna. Många gissar betydligt lägre.',
      ],
      source: {
        href: GAPMINDER,
        en: 'Gapminder: the misconception study',
        sv: 'Gapminder: studien om missuppfattningar',
      },
    },
    {
      id: '1503',
      name: ['Children out of school', 'Barn som inte går i skolan'],
      text: [
        'About how many children and young people in the world are out of school?',
        'Ungefär hur många barn och unga i världen går inte i skolan?',
      ],
      answers: [
        far('About 25 million', 'Ungefär 25 miljoner'),
        right('About 250 million', 'Ungefär 250 miljoner'),
        far('About 1 billion', 'Ungefär 1 miljard'),
      ],
      explanation: [
        'UNESCO estimates that about 250 million children and young people of school age are not in school.',
        'UNESCO uppskattar att ungefär 250 miljoner barn och unga i skolåldern inte går i skolan.',
      ],
    },
    {
      id: '1504',
      name: ['Years in school', 'År i skolan'],
      text: [
        'Worldwide, 30-year-old men have spent about 10 years in school on average. How many years have women of the same age spent in school?',
        'I världen har 30-åriga män i genomsnitt gått ungefär 10 år i skolan. Hur många år har kvinnor i samma ålder gått i skolan?',
      ],
      answers: [
        right('About 9 years', 'Ungefär 9 år', {
          feedback: [
            'Right: the gap between women and men is now small.',
            'Rätt: skillnaden mellan kvinnor och män är nu liten.',
          ],
        }),
        wrong('About 6 years', 'Ungefär 6 år'),
        far('About 3 years', 'Ungefär 3 år', {
          feedback: [
            'That was true in many countries decades ago, but not today.',
            'Det stämde i många länder för flera årtionden sedan, men inte i dag.',
          ],
        }),
      ],
      explanation: [
        'Women aged 30 have spent about 9 years in school on average, only one year less than men.',
        'Kvinnor som är 30 år har i genomsnitt gått ungefär 9 år i skolan, bara ett år mindre än män.',
      ],
      source: { href: GAPMINDER, en: 'Gapminder', sv: 'Gapminder' },
    },
    {
      id: '1505',
      name: ['Compulsory school in Sweden', 'Skolplikt i Sverige'],
      text: [
        'How many years of compulsory schooling do children in Sweden have?',
        'Hur många års skolplikt har barn i Sverige?',
      ],
      answers: [wrong('6 years', '6 år'), right('10 years', '10 år'), wrong('13 years', '13 år')],
      explanation: [
        'Since 2018 compulsory schooling in Sweden is ten years: the preschool class from age six followed by nine years of compulsory school.',
        'Sedan 2018 är skolplikten i Sverige tio år: förskoleklass från sex års ålder och därefter nio år i grundskolan.',
      ],
    },
    {
      id: '1506',
      name: ['Literacy in 1820', 'Läskunnighet år 1820'],
      text: [
        'Around 1820, roughly how many adults in the world could read?',
        'Omkring år 1820, ungefär hur många vuxna i världen kunde läsa?',
      ],
      answers: [
        right('About 1 in 10', 'Ungefär 1 av 10'),
        wrong('About 4 in 10', 'Ungefär 4 av 10'),
        far('About 8 in 10', 'Ungefär 8 av 10'),
      ],
      explanation: [
        'Estimates suggest that only about 12% of adults could read in 1820. Today it is about 87%.',
        'Uppskattningar tyder på att bara ungefär 12 procent av de vuxna kunde läsa år 1820. I dag är det ungefär 87 procent.',
      ],
    },
    {
      id: '1507',
      name: ['The Swedish folk school', 'Den svenska folkskolan'],
      text: [
        'In which year did Sweden decide that every parish must have a school (the folk school statute)?',
        'Vilket år beslutade Sverige att varje socken skulle ha en skola (folkskolestadgan)?',
      ],
      answers: [far('1760', '1760'), right('1842', '1842'), wrong('1920', '1920')],
      explanation: [
        'The folk school statute of 1842 required every parish to have a school with a trained teacher.',
        'Folkskolestadgan från 1842 krävde att varje socken skulle ha en skola med en utbildad lärare.',
      ],
    },
    {
      id: '1508',
      name: ['Children in primary school', 'Barn i grundskolan'],
      text: [
        'About what share of children of primary-school age in the world are in school?',
        'Ungefär hur stor andel av världens barn i lågstadieåldern går i skolan?',
      ],
      answers: [
        far('About 30%', 'Ungefär 30 %'),
        wrong('About 60%', 'Ungefär 60 %'),
        right('About 90%', 'Ungefär 90 %'),
      ],
      explanation: [
        'About 9 in 10 children of primary-school age go to school, although many of them do not learn enough.',
        'Ungefär 9 av 10 barn i lågstadieåldern går i skolan, även om många av dem inte lär sig tillräckligt.',
      ],
    },
    {
      id: '1509',
      name: ['Women at university', 'Kvinnor på universitetet'],
      text: [
        'Globally, are there more women or men enrolled in higher education?',
        'Finns det globalt sett fler kvinnor eller män som studerar på högskola och universitet?',
      ],
      answers: [
        right('More women', 'Fler kvinnor'),
        wrong('More men', 'Fler män'),
        wrong('Exactly as many', 'Exakt lika många'),
      ],
      explanation: [
        'Since the early 2000s more women than men have been enrolled in higher education worldwide.',
        'Sedan början av 2000-talet studerar fler kvinnor än män vid högskolor och universitet i världen.',
      ],
    },
    {
      id: '1510',
      name: ['Who runs PISA?', 'Vem står bakom PISA?'],
      text: [
        'Which organisation runs the PISA tests of 15-year-olds?',
        'Vilken organisation står bakom PISA-proven för 15-åringar?',
      ],
      answers: [wrong('The EU', 'EU'), right('The OECD', 'OECD'), wrong('The World Bank', 'Världsbanken')],
      explanation: [
        'PISA is run by the OECD. It tests reading, mathematics and science every few years.',
        'PISA genomförs av OECD. Proven testar läsförståelse, matematik och naturvetenskap med några års mellanrum.',
      ],
    },
    {
      id: '1511',
      name: ['Upper secondary school', 'Gymnasieskolan'],
      text: [
        'Which ages does the Swedish upper secondary school (gymnasium) usually cover?',
        'Vilka åldrar går man vanligtvis i gymnasieskolan i Sverige?',
      ],
      answers: [
        wrong('7 to 10', '7 till 10 år'),
        wrong('12 to 15', '12 till 15 år'),
        right('16 to 19', '16 till 19 år'),
      ],
      explanation: [
        'Upper secondary school is voluntary and usually lasts three years, from about 16 to 19.',
        'Gymnasieskolan är frivillig och pågår oftast i tre år, från ungefär 16 till 19 års ålder.',
      ],
    },
    {
      id: '1512',
      name: ['Adults who cannot read', 'Vuxna som inte kan läsa'],
      text: [
        'Of the adults in the world who cannot read, roughly what share are women?',
        'Ungefär hur stor andel av världens vuxna som inte kan läsa är kvinnor?',
      ],
      answers: [
        wrong('About a third', 'Ungefär en tredjedel'),
        wrong('About half', 'Ungefär hälften'),
        right('About two thirds', 'Ungefär två tredjedelar'),
      ],
      explanation: [
        'About two thirds of the adults who cannot read are women, a result of girls being kept out of school in the past.',
        'Ungefär två tredjedelar av de vuxna som inte kan läsa är kvinnor, en följd av att flickor tidigare hölls borta från skolan.',
      ],
      extra: [
        'Among young people the gap is much smaller, because girls and boys now go to school to a similar extent in most countries.',
        'Bland unga är skillnaden mycket mindre, eftersom flickor och pojkar nu går i skolan i ungefär samma utsträckning i de flesta länder.',
      ],
    },
    {
      id: '1513',
      name: ['The UN and education', 'FN och utbildning'],
      text: [
        'Which UN agency is responsible for education, science and culture?',
        'Vilken FN-organisation ansvarar för utbildning, vetenskap och kultur?',
      ],
      answers: [right('UNESCO', 'Unesco'), wrong('WHO', 'WHO'), wrong('FAO', 'FAO')],
      explanation: [
        'UNESCO is the United Nations Educational, Scientific and Cultural Organization, based in Paris.',
        'Unesco är FN:s organisation för utbildning, vetenskap och kultur, med säte i Paris.',
      ],
    },
    {
      id: '1514',
      name: ['Internet users', 'Internetanvändare'],
      text: [
        'About what share of the world population uses the internet?',
        'Ungefär hur stor andel av världens befolkning använder internet?',
      ],
      answers: [
        far('About 10%', 'Ungefär 10 %'),
        wrong('About 35%', 'Ungefär 35 %'),
        right('About two thirds', 'Ungefär två tredjedelar'),
      ],
      explanation: [
        'According to the ITU, about two thirds of the world population used the internet in 2023.',
        'Enligt ITU använde ungefär två tredjedelar av världens befolkning internet år 2023.',
      ],
    },
    {
      id: '1515',
      name: ["Sweden's oldest university", 'Sveriges äldsta universitet'],
      text: [
        'When was Uppsala University, the oldest university in Sweden, founded?',
        'När grundades Uppsala universitet, Sveriges äldsta universitet?',
      ],
      answers: [
        right('1477', '1477'),
        wrong('1666', '1666', {
          feedback: ['1666 is when Lund University was founded.', '1666 grundades Lunds universitet.'],
        }),
        far('1900', '1900'),
      ],
      explanation: [
        'Uppsala University was founded in 1477 and is the oldest university in the Nordic countries.',
        'Uppsala universitet grundades 1477 och är Nordens äldsta universitet.',
      ],
    },
    {
      id: '1516',
      name: ['School lunch', 'Skollunch'],
      text: [
        'Do pupils in Swedish compulsory school pay for their school lunch?',
        'Betalar elever i den svenska grundskolan för sin skollunch?',
      ],
      answers: [
        wrong('Yes, a small fee', 'Ja, en liten avgift'),
        right('No, it is free', 'Nej, den är gratis'),
        wrong('Only in large cities', 'Bara i storstäderna'),
      ],
      explanation: [
        'Swedish law requires free and nutritious school meals in compulsory school.',
        'Enligt skollagen ska eleverna i grundskolan få kostnadsfria och näringsriktiga skolmåltider.',
      ],
    },
    {
      id: '1517',
      name: ['Average schooling', 'Genomsnittlig skolgång'],
      text: [
        'How many years of schooling do adults in the world have on average?',
        'Hur många års skolgång har vuxna i världen i genomsnitt?',
      ],
      answers: [
        far('About 3 years', 'Ungefär 3 år'),
        right('About 9 years', 'Ungefär 9 år'),
        wrong('About 15 years', 'Ungefär 15 år'),
      ],
      explanation: [
        'Adults aged 25 and over have on average close to 9 years of schooling, more than twice as much as in 1950.',
        'Vuxna som är 25 år och äldre har i genomsnitt nästan 9 års skolgång, mer än dubbelt så mycket som år 1950.',
      ],
    },
    {
      id: '1518',
      name: ['Higher education in Sweden', 'Högre utbildning i Sverige'],
      text: [
        'About what share of Swedes aged 25 to 64 have a post-secondary (tertiary) education?',
        'Ungefär hur stor andel av svenskarna i åldern 25–64 år har eftergymnasial utbildning?',
      ],
      answers: [
        far('About 10%', 'Ungefär 10 %'),
        right('Nearly half', 'Nästan hälften'),
        far('About 90%', 'Ungefär 90 %'),
      ],
      explanation: [
        'Nearly half of Swedes aged 25–64 have a tertiary education, and the share is higher among women than men.',
        'Nästan hälften av svenskarna i åldern 25–64 år har eftergymnasial utbildning, och andelen är högre bland kvinnor än bland män.',
      ],
    },
    {
      id: '1519',
      name: ['The education goal', 'Utbildningsmålet'],
      text: ['What does Global Goal 4 aim for?', 'Vad är syftet med globala mål 4?'],
      answers: [
        right(
          'Inclusive, quality education for all',
          'En inkluderande och likvärdig utbildning av god kvalitet för alla',
        ),
        wrong('Free university for everyone in rich countries', 'Gratis universitet för alla i rika länder'),
        far('Fewer years in school', 'Färre år i skolan'),
      ],
      explanation: [
        'Goal 4 is to ensure inclusive and equitable quality education and promote lifelong learning for all.',
        'Mål 4 är att säkerställa en inkluderande och jämlik utbildning av god kvalitet och främja livslångt lärande för alla.',
      ],
    },
  ],
};
