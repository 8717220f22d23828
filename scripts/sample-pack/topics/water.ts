import { far, right, wrong, OWID, type TopicSpec } from '../types.ts';

const WASH_DATA = 'https://washdata.org/';

export const water: TopicSpec = {
  key: 'Water',
  globalId: 'topic-water',
  slug: 'water-sanitation',
  name: ['Water and sanitation', 'Vatten och sanitet'],
  description: [
    'Safe drinking water, toilets and handwashing: the basics of health that billions of people still lack.',
    'Rent dricksvatten, toaletter och handtvätt: grunderna för god hälsa som miljarder människor fortfarande saknar.',
  ],
  category: 'planet',
  image: 'icon-water',
  tags: ['sdg-world-06'],
  chapters: [
    {
      name: ['Every drop counts', 'Varje droppe räknas'],
      challenges: [
        {
          globalId: 'challenge-water-basics',
          slug: 'water-basics',
          title: ['Water for everyone', 'Vatten åt alla'],
          intro: [
            {
              title: ['Water for everyone', 'Vatten åt alla'],
              body: [
                'We turn on the tap without thinking. For billions of people safe water and a toilet are still not a given.',
                'Vi vrider på kranen utan att tänka på det. För miljarder människor är rent vatten och en toalett fortfarande inte självklart.',
              ],
              image: 'icon-water',
            },
          ],
          outro: [
            {
              title: ['Challenge complete', 'Utmaningen är klar'],
              body: ['You finished the water challenge.', 'Du har klarat vattenutmaningen.'],
            },
          ],
          combos: [
            {
              name: ['Drinking water', 'Dricksvatten'],
              questions: ['1701', '1702', '1709'],
              intro: {
                title: ['Part 1: drinking water', 'Del 1: dricksvatten'],
                body: ['Three questions about safe water.', 'Tre frågor om rent vatten.'],
              },
              outro: {
                title: ['Part 1 done', 'Del 1 klar'],
                body: ['Next: toilets and hygiene.', 'Nästa del: toaletter och hygien.'],
              },
            },
            {
              name: ['Toilets and hygiene', 'Toaletter och hygien'],
              questions: ['1703', '1704', '1708', '1719'],
              intro: {
                title: ['Part 2: sanitation', 'Del 2: sanitet'],
                body: [
                  'Four questions about toilets, handwashing and disease.',
                  'Fyra frågor om toaletter, handtvätt och sjukdomar.',
                ],
              },
              outro: { title: ['Part 2 done', 'Del 2 klar'], body: ['One more part.', 'En del till.'] },
            },
            {
              name: ['Water on Earth', 'Vattnet på jorden'],
              questions: ['1787', '1705', '1706', '1716'],
              intro: {
                title: ['Part 3: water on Earth', 'Del 3: vattnet på jorden'],
                body: ['Oceans, rivers and fresh water.', 'Hav, floder och sötvatten.'],
              },
              outro: {
                title: ['Part 3 done', 'Del 3 klar'],
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
      id: '1701',
      name: ['Lacking safe water', 'Utan säkert vatten'],
      text: [
        'About how many people lack safely managed drinking water at home?',
        'Ungefär hur många människor saknar säkert dricksvatten i hemmet?',
      ],
      answers: [
        far('About 220 million', 'Ungefär 220 miljoner'),
        right('About 2.2 billion', 'Ungefär 2,2 miljarder'),
        far('About 6 billion', 'Ungefär 6 miljarder'),
      ],
      explanation: [
        'About 2.2 billion people lack drinking water that is safe, available when needed and close to home.',
        'Ungefär 2,2 miljarder människor saknar dricksvatten som är säkert, tillgängligt när det behövs och finns nära hemmet.',
      ],
      source: {
        href: WASH_DATA,
        en: 'WHO/UNICEF Joint Monitoring Programme',
        sv: 'WHO/Unicef Joint Monitoring Programme (engelska)',
      },
    },
    {
      id: '1702',
      name: ['Basic drinking water', 'Grundläggande dricksvatten'],
      text: [
        'What share of the world population has at least basic drinking water?',
        'Hur stor andel av världens befolkning har åtminstone grundläggande tillgång till dricksvatten?',
      ],
      answers: [
        far('About 30%', 'Ungefär 30 %'),
        wrong('About 60%', 'Ungefär 60 %'),
        right('About 90%', 'Ungefär 90 %'),
      ],
      explanation: [
        'About 9 in 10 people have at least a basic water source less than 30 minutes away, up from about 8 in 10 in 2000.',
        'Ungefär 9 av 10 människor har åtminstone en grundläggande vattenkälla mindre än 30 minuter bort, upp från ungefär 8 av 10 år 2000.',
      ],
    },
    {
      id: '1703',
      name: ['Safe toilets', 'Säkra toaletter'],
      text: [
        'About how many people lack safely managed sanitation?',
        'Ungefär hur många människor saknar säker sanitet?',
      ],
      answers: [
        far('About 350 million', 'Ungefär 350 miljoner'),
        right('About 3.5 billion', 'Ungefär 3,5 miljarder'),
        far('About 7 billion', 'Ungefär 7 miljarder'),
      ],
      explanation: [
        'About 3.5 billion people lack toilets where waste is safely treated or disposed of. That is more than 4 in 10 people.',
        'Ungefär 3,5 miljarder människor saknar toaletter där avfallet tas om hand på ett säkert sätt. Det är mer än 4 av 10 människor.',
      ],
      source: {
        href: `${OWID}sanitation`,
        en: 'Our World in Data: Sanitation',
        sv: 'Our World in Data: Sanitet (engelska)',
      },
    },
    {
      id: '1704',
      name: ['No toilet at all', 'Ingen toalett alls'],
      text: [
        'About how many people have no toilet at all and relieve themselves outdoors?',
        'Ungefär hur många människor har ingen toalett alls och uträttar sina behov utomhus?',
      ],
      answers: [
        wrong('About 40 million', 'Ungefär 40 miljoner'),
        right('About 400 million', 'Ungefär 400 miljoner'),
        far('About 4 billion', 'Ungefär 4 miljarder'),
      ],
      explanation: [
        'About 400 million people still practise open defecation, down from over 1.2 billion in 2000.',
        'Ungefär 400 miljoner människor saknar fortfarande toalett och går ut i naturen, ned från över 1,2 miljarder år 2000.',
      ],
    },
    {
      id: '1705',
      name: ['Fresh water on Earth', 'Sötvatten på jorden'],
      text: [
        'About how much of all the water on Earth is fresh water?',
        'Ungefär hur mycket av allt vatten på jorden är sötvatten?',
      ],
      answers: [
        right('About 2.5%', 'Ungefär 2,5 %'),
        wrong('About 25%', 'Ungefär 25 %'),
        far('About 70%', 'Ungefär 70 %'),
      ],
      explanation: [
        'Only about 2.5% of the water on Earth is fresh, and most of that is frozen in ice caps and glaciers.',
        'Bara ungefär 2,5 procent av vattnet på jorden är sötvatten, och det mesta av det är fruset i istäcken och glaciärer.',
      ],
    },
    {
      id: '1706',
      name: ['Who uses the water?', 'Vem använder vattnet?'],
      text: [
        'Which sector uses the most fresh water in the world?',
        'Vilken sektor använder mest sötvatten i världen?',
      ],
      answers: [wrong('Households', 'Hushåll'), right('Agriculture', 'Jordbruk'), wrong('Industry', 'Industri')],
      explanation: [
        'Agriculture accounts for about 70% of all fresh water taken from rivers, lakes and groundwater.',
        'Jordbruket står för ungefär 70 procent av allt sötvatten som tas från floder, sjöar och grundvatten.',
      ],
    },
    {
      id: '1707',
      name: ['Deaths from unsafe water', 'Dödsfall av orent vatten'],
      text: [
        'About how many deaths a year are linked to unsafe water, sanitation and hygiene?',
        'Ungefär hur många dödsfall per år kopplas till orent vatten, dålig sanitet och bristande hygien?',
      ],
      answers: [
        far('About 14,000', 'Ungefär 14 000'),
        right('About 1.4 million', 'Ungefär 1,4 miljoner'),
        far('About 140 million', 'Ungefär 140 miljoner'),
      ],
      explanation: [
        'The WHO links about 1.4 million deaths a year to unsafe water, sanitation and hygiene, mostly from diarrhoea.',
        'WHO kopplar ungefär 1,4 miljoner dödsfall per år till orent vatten, dålig sanitet och bristande hygien, främst genom diarré.',
      ],
    },
    {
      id: '1708',
      name: ['Washing hands', 'Att tvätta händerna'],
      text: [
        'About how many people lack a place to wash their hands with soap and water at home?',
        'Ungefär hur många människor saknar en plats att tvätta händerna med tvål och vatten hemma?',
      ],
      answers: [
        far('About 20 million', 'Ungefär 20 miljoner'),
        right('About 2 billion', 'Ungefär 2 miljarder'),
        far('About 7 billion', 'Ungefär 7 miljarder'),
      ],
      explanation: [
        'About 2 billion people lack basic hygiene services at home, which makes it harder to prevent infections.',
        'Ungefär 2 miljarder människor saknar grundläggande möjligheter till handtvätt hemma, vilket gör det svårare att förebygga infektioner.',
      ],
    },
    {
      id: '1709',
      name: ['Fetching water', 'Att hämta vatten'],
      text: [
        'In households without water at home, who usually fetches the water?',
        'Vem hämtar oftast vattnet i hushåll som saknar vatten i hemmet?',
      ],
      answers: [
        right('Women and girls', 'Kvinnor och flickor', {
          feedback: ['Right: in about 7 out of 10 such households.', 'Rätt: i ungefär 7 av 10 sådana hushåll.'],
        }),
        wrong('Men and boys', 'Män och pojkar'),
        wrong('Water is always delivered', 'Vattnet levereras alltid'),
      ],
      explanation: [
        'Women and girls are responsible for fetching water in about 7 out of 10 households without water on the premises.',
        'Kvinnor och flickor ansvarar för att hämta vatten i ungefär 7 av 10 hushåll som saknar vatten i hemmet.',
      ],
    },
    {
      id: '1710',
      name: ['World Water Day', 'Världsvattendagen'],
      text: ['On which date is World Water Day held every year?', 'Vilket datum firas världsvattendagen varje år?'],
      answers: [right('22 March', '22 mars'), wrong('5 June', '5 juni'), wrong('1 December', '1 december')],
      explanation: [
        'World Water Day is held on 22 March. 5 June is World Environment Day and 1 December is World AIDS Day.',
        'Världsvattendagen infaller den 22 mars. Den 5 juni är världsmiljödagen och den 1 december är världsaidsdagen.',
      ],
    },
    {
      id: '1711',
      name: ["Sweden's largest lake", 'Sveriges största sjö'],
      text: ['Which is the largest lake in Sweden?', 'Vilken är Sveriges största sjö?'],
      answers: [wrong('Vättern', 'Vättern'), right('Vänern', 'Vänern'), wrong('Mälaren', 'Mälaren')],
      explanation: [
        'Vänern covers about 5,650 square kilometres and is the largest lake in the EU.',
        'Vänern har en yta på ungefär 5 650 kvadratkilometer och är EU:s största sjö.',
      ],
    },
    {
      id: '1712',
      name: ['World Water Week', 'Världsvattenveckan'],
      text: [
        'In which city is World Water Week held every year?',
        'I vilken stad hålls världsvattenveckan (World Water Week) varje år?',
      ],
      answers: [wrong('Geneva', 'Genève'), right('Stockholm', 'Stockholm'), wrong('Cape Town', 'Kapstaden')],
      explanation: [
        'World Water Week is organised by the Stockholm International Water Institute (SIWI) and held in Stockholm.',
        'Världsvattenveckan arrangeras av Stockholm International Water Institute (SIWI) och hålls i Stockholm.',
      ],
    },
    {
      id: '1713',
      name: ['Water in the body', 'Vatten i kroppen'],
      text: [
        'About how much of an adult human body is water?',
        'Ungefär hur stor del av en vuxen människas kropp är vatten?',
      ],
      answers: [far('About 10%', 'Ungefär 10 %'), right('About 60%', 'Ungefär 60 %'), far('About 95%', 'Ungefär 95 %')],
      explanation: [
        'An adult body is roughly 60% water, somewhat more in infants.',
        'En vuxen kropp består av ungefär 60 procent vatten, något mer hos spädbarn.',
      ],
    },
    {
      id: '1714',
      name: ['Water use at home', 'Vattenanvändning hemma'],
      text: [
        'About how much water does a person in Sweden use at home each day?',
        'Ungefär hur mycket vatten använder en person i Sverige hemma varje dag?',
      ],
      answers: [
        far('About 14 litres', 'Ungefär 14 liter'),
        right('About 140 litres', 'Ungefär 140 liter'),
        far('About 1,400 litres', 'Ungefär 1 400 liter'),
      ],
      explanation: [
        'Swedes use about 140 litres of water per person per day, mostly for showers, toilets and washing.',
        'Svenskar använder ungefär 140 liter vatten per person och dag, mest till dusch, toalett och tvätt.',
      ],
    },
    {
      id: '1715',
      name: ['Desalination', 'Avsaltning'],
      text: ['What does a desalination plant do?', 'Vad gör en avsaltningsanläggning?'],
      answers: [
        right('Makes fresh water from seawater', 'Gör sötvatten av havsvatten'),
        wrong('Adds salt to drinking water', 'Tillsätter salt i dricksvatten'),
        wrong('Cleans sewage', 'Renar avloppsvatten'),
      ],
      explanation: [
        'Desalination removes salt from seawater. It is common in dry countries, but it uses a lot of energy.',
        'Avsaltning tar bort salt från havsvatten. Det är vanligt i torra länder, men det kräver mycket energi.',
      ],
    },
    {
      id: '1716',
      name: ['The biggest river', 'Den största floden'],
      text: ['Which river carries the most water?', 'Vilken flod för mest vatten?'],
      answers: [
        wrong('The Nile', 'Nilen'),
        right('The Amazon', 'Amazonfloden'),
        wrong('The Mississippi', 'Mississippifloden'),
      ],
      explanation: [
        'The Amazon carries about a fifth of all the water that rivers bring to the oceans.',
        'Amazonfloden för ungefär en femtedel av allt vatten som floderna för ut i haven.',
      ],
    },
    {
      id: '1717',
      name: ['The water goal', 'Vattenmålet'],
      text: ['What does Global Goal 6 aim for?', 'Vad är syftet med globala mål 6?'],
      answers: [
        wrong('Cleaner oceans', 'Renare hav'),
        right('Water and sanitation for all', 'Vatten och sanitet för alla'),
        far('More bottled water', 'Mer vatten på flaska'),
      ],
      explanation: [
        'Goal 6 is to ensure available and sustainable water and sanitation for all by 2030.',
        'Mål 6 är att säkerställa tillgången till och en hållbar förvaltning av vatten och sanitet för alla till 2030.',
      ],
    },
    {
      id: '1718',
      name: ['The Baltic Sea', 'Östersjön'],
      text: ['What kind of water does the Baltic Sea have?', 'Vilken sorts vatten har Östersjön?'],
      answers: [
        wrong('Fresh water', 'Sötvatten'),
        right('Brackish water', 'Bräckt vatten'),
        wrong('As salty as the oceans', 'Lika salt som världshaven'),
      ],
      explanation: [
        'The Baltic Sea is brackish: a mix of salt water from the North Sea and fresh water from many rivers.',
        'Östersjön är bräckt: en blandning av saltvatten från Nordsjön och sötvatten från många älvar och floder.',
      ],
    },
    {
      id: '1719',
      name: ['A waterborne disease', 'En vattenburen sjukdom'],
      text: [
        'Which disease spreads mainly through contaminated water?',
        'Vilken sjukdom sprids främst genom förorenat vatten?',
      ],
      answers: [
        wrong('Malaria', 'Malaria', { feedback: ['Malaria is spread by mosquitoes.', 'Malaria sprids av myggor.'] }),
        wrong('Measles', 'Mässling'),
        right('Cholera', 'Kolera'),
      ],
      explanation: [
        'Cholera is caused by bacteria in contaminated water or food. Safe water and sanitation prevent it.',
        'Kolera orsakas av bakterier i förorenat vatten eller mat. Rent vatten och god sanitet förhindrar den.',
      ],
    },
    {
      id: '1787',
      name: ['A blue planet', 'En blå planet'],
      text: [
        "About how much of the Earth's surface is covered by water?",
        'Ungefär hur stor del av jordens yta täcks av vatten?',
      ],
      image: 'icon-water',
      answers: [
        far('About 30%', 'Ungefär 30 %'),
        wrong('About 50%', 'Ungefär 50 %'),
        right('About 71%', 'Ungefär 71 %'),
      ],
      explanation: [
        'About 71% of the Earth’s surface is covered by water, almost all of it salt water in the oceans.',
        'Ungefär 71 procent av jordens yta täcks av vatten, nästan allt saltvatten i haven.',
      ],
      extra: [
        'Seen from space the Earth looks blue, which is why it is often called the blue planet.',
        'Sett från rymden ser jorden blå ut, och därför kallas den ofta den blå planeten.',
      ],
    },
  ],
};
