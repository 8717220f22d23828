import { far, right, wrong, type TopicSpec } from '../types.ts';

const SCB = 'https://www.scb.se/';

export const sweden: TopicSpec = {
  key: 'Sweden',
  globalId: 'topic-sweden',
  slug: 'sweden-in-numbers',
  name: ['Sweden in numbers', 'Sverige i siffror'],
  description: [
    'People, places and politics: a quiz about Sweden based on official statistics.',
    'Människor, platser och politik: ett quiz om Sverige baserat på officiell statistik.',
  ],
  category: 'country',
  image: 'flag-se',
  twoTests: true,
  chapters: [
    {
      name: ['Getting to know Sweden', 'Lär känna Sverige'],
      challenges: [
        {
          globalId: 'challenge-sweden-basics',
          slug: 'sweden-basics',
          title: ['Sweden from north to south', 'Sverige från norr till söder'],
          intro: [
            {
              title: ['Welcome to Sweden', 'Välkommen till Sverige'],
              body: [
                'A long country with many lakes, forests and a little over ten million people. How well do you know it?',
                'Ett långt land med många sjöar, skogar och drygt tio miljoner invånare. Hur väl känner du det?',
              ],
              image: 'flag-se',
            },
          ],
          outro: [
            {
              title: ['Bra jobbat!', 'Bra jobbat!'],
              body: [
                'That means "well done" in Swedish. You completed the challenge.',
                'Du har klarat utmaningen om Sverige.',
              ],
            },
          ],
          combos: [
            {
              name: ['Flags and people', 'Flaggor och människor'],
              questions: ['1901', '1902', '1903', '1904'],
              intro: {
                title: ['Part 1: flags and people', 'Del 1: flaggor och människor'],
                body: [
                  'Start with the Nordic flags, then the Swedes.',
                  'Först de nordiska flaggorna, sedan svenskarna.',
                ],
              },
              outro: {
                title: ['Part 1 done', 'Del 1 klar'],
                body: ['Next: the country and its politics.', 'Nästa del: landet och politiken.'],
              },
            },
            {
              name: ['Country and politics', 'Land och politik'],
              questions: ['1906', '1909', '1912', '1917', '1911'],
              intro: {
                title: ['Part 2: country and politics', 'Del 2: land och politik'],
                body: [
                  'Regions, mountains and the Riksdag. Five questions.',
                  'Regioner, fjäll och riksdagen. Fem frågor.',
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
      id: '1901',
      name: ['The Swedish flag', 'Sveriges flagga'],
      text: ['Which is the flag of Sweden?', 'Vilken är Sveriges flagga?'],
      asImages: true,
      answers: [
        wrong('White flag with a blue cross', 'Vit flagga med blått kors', { image: 'flag-fi' }),
        right('Blue flag with a yellow cross', 'Blå flagga med gult kors', { image: 'flag-se' }),
        wrong('Red flag with a white cross', 'Röd flagga med vitt kors', { image: 'flag-dk' }),
      ],
      explanation: [
        'The Swedish flag is blue with a yellow Nordic cross. The white flag with a blue cross is Finland’s and the red one with a white cross is Denmark’s.',
        'Sveriges flagga är blå med ett gult nordiskt kors. Den vita flaggan med blått kors är Finlands och den röda med vitt kors är Danmarks.',
      ],
    },
    {
      id: '1902',
      name: ['The Norwegian flag', 'Norges flagga'],
      text: ['Which is the flag of Norway?', 'Vilken är Norges flagga?'],
      asImages: true,
      answers: [
        wrong('Blue flag with a red cross edged in white', 'Blå flagga med rött kors med vit kant', {
          image: 'flag-is',
        }),
        wrong('Red flag with a white cross', 'Röd flagga med vitt kors', { image: 'flag-dk' }),
        right('Red flag with a blue cross edged in white', 'Röd flagga med blått kors med vit kant', {
          image: 'flag-no',
        }),
        wrong('Blue flag with a yellow cross', 'Blå flagga med gult kors', { image: 'flag-se' }),
      ],
      explanation: [
        'Norway’s flag is red with a blue cross edged in white. Iceland uses the same colours the other way round.',
        'Norges flagga är röd med ett blått kors med vit kant. Island använder samma färger fast tvärtom.',
      ],
    },
    {
      id: '1903',
      name: ['Population of Sweden', 'Sveriges befolkning'],
      text: ['About how many people live in Sweden?', 'Ungefär hur många människor bor i Sverige?'],
      answers: [
        far('About 5 million', 'Ungefär 5 miljoner'),
        right('About 10.5 million', 'Ungefär 10,5 miljoner'),
        far('About 50 million', 'Ungefär 50 miljoner'),
      ],
      explanation: [
        'Sweden has about 10.6 million inhabitants, according to Statistics Sweden (SCB).',
        'Sverige har ungefär 10,6 miljoner invånare, enligt Statistiska centralbyrån (SCB).',
      ],
      source: { href: SCB, en: 'Statistics Sweden (SCB)', sv: 'Statistiska centralbyrån (SCB)' },
    },
    {
      id: '1904',
      name: ['Life expectancy in Sweden', 'Livslängd i Sverige'],
      text: [
        'What is the average life expectancy at birth in Sweden?',
        'Vad är den genomsnittliga förväntade livslängden vid födseln i Sverige?',
      ],
      answers: [
        wrong('About 75 years', 'Ungefär 75 år'),
        right('About 83 years', 'Ungefär 83 år'),
        far('About 95 years', 'Ungefär 95 år'),
      ],
      explanation: [
        'Women in Sweden live about 84 years on average and men about 81.',
        'Kvinnor i Sverige lever i genomsnitt ungefär 84 år och män ungefär 81 år.',
      ],
    },
    {
      id: '1905',
      name: ['Largest city', 'Största staden'],
      text: ['Which is the largest city in Sweden?', 'Vilken är Sveriges största stad?'],
      answers: [right('Stockholm', 'Stockholm'), wrong('Gothenburg', 'Göteborg'), wrong('Malmö', 'Malmö')],
      explanation: [
        'Stockholm municipality has about one million inhabitants, and Greater Stockholm about 2.4 million.',
        'Stockholms kommun har ungefär en miljon invånare och Storstockholm ungefär 2,4 miljoner.',
      ],
    },
    {
      id: '1906',
      name: ['Regions', 'Regioner'],
      text: ['How many regions (formerly county councils) does Sweden have?', 'Hur många regioner har Sverige?'],
      answers: [wrong('12', '12'), right('21', '21'), far('50', '50')],
      explanation: [
        'Sweden has 21 regions, which are responsible for health care among other things.',
        'Sverige har 21 regioner, som bland annat ansvarar för hälso- och sjukvården.',
      ],
    },
    {
      id: '1907',
      name: ['Municipalities', 'Kommuner'],
      text: ['How many municipalities does Sweden have?', 'Hur många kommuner har Sverige?'],
      answers: [far('29', '29'), right('290', '290'), far('2,900', '2 900')],
      explanation: [
        'There are 290 municipalities in Sweden, from Stockholm to tiny Bjurholm.',
        'Det finns 290 kommuner i Sverige, från Stockholm till lilla Bjurholm.',
      ],
    },
    {
      id: '1908',
      name: ['Born abroad', 'Född utomlands'],
      text: [
        'About what share of the people living in Sweden were born in another country?',
        'Ungefär hur stor andel av dem som bor i Sverige är födda i ett annat land?',
      ],
      answers: [far('About 2%', 'Ungefär 2 %'), right('About 20%', 'Ungefär 20 %'), far('About 50%', 'Ungefär 50 %')],
      explanation: [
        'About one in five people in Sweden was born abroad, according to SCB.',
        'Ungefär var femte person i Sverige är född utomlands, enligt SCB.',
      ],
    },
    {
      id: '1909',
      name: ['Highest mountain', 'Högsta berget'],
      text: ['What is the highest mountain in Sweden?', 'Vilket är Sveriges högsta berg?'],
      answers: [
        right('Kebnekaise', 'Kebnekaise'),
        wrong('Åreskutan', 'Åreskutan'),
        wrong('Sarektjåkkå', 'Sarektjåkkå'),
      ],
      explanation: [
        'Kebnekaise in Lapland is Sweden’s highest mountain, a little over 2,090 metres high.',
        'Kebnekaise i Lappland är Sveriges högsta berg, drygt 2 090 meter högt.',
      ],
    },
    {
      id: '1910',
      name: ['Joining the EU', 'Med i EU'],
      text: ['In which year did Sweden join the European Union?', 'Vilket år gick Sverige med i Europeiska unionen?'],
      answers: [wrong('1973', '1973'), right('1995', '1995'), wrong('2004', '2004')],
      explanation: [
        'Sweden joined the EU on 1 January 1995, together with Finland and Austria.',
        'Sverige gick med i EU den 1 januari 1995, tillsammans med Finland och Österrike.',
      ],
    },
    {
      id: '1911',
      name: ['Women in the Riksdag', 'Kvinnor i riksdagen'],
      text: [
        'About what share of the members of the Swedish parliament are women?',
        'Ungefär hur stor andel av riksdagens ledamöter är kvinnor?',
      ],
      answers: [
        far('About 10%', 'Ungefär 10 %'),
        wrong('About 25%', 'Ungefär 25 %'),
        right('Nearly half', 'Nästan hälften'),
      ],
      explanation: [
        'After the 2022 election about 46% of the members of the Riksdag were women.',
        'Efter valet 2022 var ungefär 46 procent av riksdagens ledamöter kvinnor.',
      ],
    },
    {
      id: '1912',
      name: ['Seats in the Riksdag', 'Mandat i riksdagen'],
      text: ['How many seats does the Swedish parliament, the Riksdag, have?', 'Hur många mandat har riksdagen?'],
      answers: [wrong('101', '101'), right('349', '349'), wrong('650', '650')],
      explanation: [
        'The Riksdag has 349 members, elected every four years.',
        'Riksdagen har 349 ledamöter, som väljs vart fjärde år.',
      ],
    },
    {
      id: '1913',
      name: ['Area of Sweden', 'Sveriges yta'],
      text: ['About how large is Sweden?', 'Ungefär hur stort är Sverige?'],
      answers: [
        far('About 45,000 km²', 'Ungefär 45 000 km²'),
        right('About 450,000 km²', 'Ungefär 450 000 km²'),
        far('About 4.5 million km²', 'Ungefär 4,5 miljoner km²'),
      ],
      explanation: [
        'Sweden covers about 450,000 square kilometres, which makes it one of the largest countries in the EU.',
        'Sverige har en yta på ungefär 450 000 kvadratkilometer, vilket gör det till ett av de största länderna i EU.',
      ],
    },
    {
      id: '1914',
      name: ['Children per woman in Sweden', 'Barn per kvinna i Sverige'],
      text: [
        'About how many children per woman are born in Sweden today?',
        'Ungefär hur många barn per kvinna föds i Sverige i dag?',
      ],
      answers: [right('About 1.5', 'Ungefär 1,5'), wrong('About 2.5', 'Ungefär 2,5'), far('About 4', 'Ungefär 4')],
      explanation: [
        'The fertility rate in Sweden has fallen to about 1.45 children per woman, the lowest level ever recorded.',
        'Fruktsamheten i Sverige har sjunkit till ungefär 1,45 barn per kvinna, den lägsta nivån som någonsin uppmätts.',
      ],
      extra: [
        'A rate of about 2.1 is needed for a population to replace itself without migration.',
        'Det krävs ungefär 2,1 barn per kvinna för att en befolkning ska ersätta sig själv utan migration.',
      ],
    },
    {
      id: '1915',
      name: ['National Day', 'Nationaldagen'],
      text: ["When is Sweden's National Day?", 'När är Sveriges nationaldag?'],
      answers: [wrong('1 May', '1 maj'), right('6 June', '6 juni'), wrong('24 June', '24 juni')],
      explanation: [
        'Sweden’s National Day is on 6 June and has been a public holiday since 2005.',
        'Sveriges nationaldag är den 6 juni och har varit en helgdag sedan 2005.',
      ],
    },
    {
      id: '1916',
      name: ['Parental leave', 'Föräldraledighet'],
      text: [
        'How many days of paid parental leave do parents in Sweden get per child?',
        'Hur många dagar med föräldrapenning får föräldrar i Sverige per barn?',
      ],
      answers: [far('48 days', '48 dagar'), wrong('180 days', '180 dagar'), right('480 days', '480 dagar')],
      explanation: [
        'Parents share 480 days of parental benefit per child, and some days are reserved for each parent.',
        'Föräldrarna delar på 480 dagar med föräldrapenning per barn, och vissa dagar är reserverade för var och en av föräldrarna.',
      ],
    },
    {
      id: '1917',
      name: ['Women vote', 'Kvinnor röstar'],
      text: [
        'In which year did women first vote in a Swedish general election?',
        'Vilket år röstade kvinnor för första gången i ett riksdagsval i Sverige?',
      ],
      answers: [far('1862', '1862'), right('1921', '1921'), far('1971', '1971')],
      explanation: [
        'Women’s suffrage was decided in 1919 and women voted in a general election for the first time in 1921.',
        'Kvinnlig rösträtt beslutades 1919 och kvinnor röstade för första gången i ett riksdagsval 1921.',
      ],
    },
    {
      id: '1918',
      name: ['Lakes in Sweden', 'Sjöar i Sverige'],
      text: [
        'About how many lakes larger than one hectare are there in Sweden?',
        'Ungefär hur många sjöar större än en hektar finns det i Sverige?',
      ],
      answers: [
        far('About 1,000', 'Ungefär 1 000'),
        wrong('About 10,000', 'Ungefär 10 000'),
        right('About 100,000', 'Ungefär 100 000'),
      ],
      explanation: [
        'Sweden has roughly 100,000 lakes larger than one hectare.',
        'Sverige har ungefär 100 000 sjöar som är större än en hektar.',
      ],
    },
    {
      id: '1919',
      name: ['Ten million Swedes', 'Tio miljoner svenskar'],
      text: [
        "In which year did Sweden's population pass 10 million?",
        'Vilket år passerade Sveriges befolkning 10 miljoner?',
      ],
      answers: [wrong('1990', '1990'), right('2017', '2017'), far('2035', '2035')],
      explanation: [
        'Sweden passed 10 million inhabitants in January 2017.',
        'Sverige passerade 10 miljoner invånare i januari 2017.',
      ],
    },
  ],
};
