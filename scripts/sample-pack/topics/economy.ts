import { far, right, wrong, GAPMINDER, OWID, type TopicSpec } from '../types.ts';

export const economy: TopicSpec = {
  key: 'Economy',
  globalId: 'topic-economy',
  slug: 'economy-poverty',
  name: ['Economy and poverty', 'Ekonomi och fattigdom'],
  description: [
    'Extreme poverty, income levels and the world economy: how rich and how poor is the world?',
    'Extrem fattigdom, inkomstnivåer och världsekonomin: hur rik och hur fattig är världen?',
  ],
  category: 'people',
  image: 'icon-economy',
  tags: ['sdg-world-01'],
  chapters: [
    {
      name: ['Out of poverty', 'Ut ur fattigdomen'],
      challenges: [
        {
          globalId: 'challenge-economy-basics',
          slug: 'economy-basics',
          title: ['Rich world, poor world?', 'Rik värld, fattig värld?'],
          intro: [
            {
              title: ['Rich world, poor world?', 'Rik värld, fattig värld?'],
              body: [
                'Many people think the world is divided into rich and poor countries. The numbers tell a different story.',
                'Många tror att världen är uppdelad i rika och fattiga länder. Siffrorna berättar något annat.',
              ],
              image: 'icon-economy',
            },
          ],
          outro: [
            {
              title: ['Well done', 'Bra gjort'],
              body: [
                'Most people now live in middle-income countries, and extreme poverty has fallen fast.',
                'De flesta människor bor nu i medelinkomstländer, och den extrema fattigdomen har minskat snabbt.',
              ],
            },
          ],
          combos: [
            {
              name: ['Extreme poverty', 'Extrem fattigdom'],
              questions: ['1601', '1602', '1603', '1608'],
              intro: {
                title: ['Part 1: extreme poverty', 'Del 1: extrem fattigdom'],
                body: [
                  'Four questions about the poorest people in the world.',
                  'Fyra frågor om världens fattigaste människor.',
                ],
              },
              outro: {
                title: ['Part 1 done', 'Del 1 klar'],
                body: ['Next: money and the economy.', 'Nästa del: pengar och ekonomi.'],
              },
            },
            {
              name: ['Money matters', 'Pengafrågor'],
              questions: ['1604', '1606', '1613', '1614'],
              intro: {
                title: ['Part 2: the world economy', 'Del 2: världsekonomin'],
                body: ['Income levels, GDP and a Swedish record.', 'Inkomstnivåer, BNP och ett svenskt rekord.'],
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
      id: '1601',
      name: ['Share in extreme poverty', 'Andel i extrem fattigdom'],
      text: [
        'What share of the world population lives in extreme poverty (under $2.15 a day)?',
        'Hur stor andel av världens befolkning lever i extrem fattigdom (under 2,15 dollar om dagen)?',
      ],
      answers: [
        right('About 1 in 10', 'Ungefär 1 av 10'),
        wrong('About 1 in 3', 'Ungefär 1 av 3'),
        far('About 1 in 2', 'Ungefär 1 av 2'),
      ],
      explanation: [
        'About 9% of the world population lived in extreme poverty in 2022, by the World Bank’s $2.15-a-day line.',
        'Ungefär 9 procent av världens befolkning levde i extrem fattigdom år 2022, enligt Världsbankens gräns på 2,15 dollar om dagen.',
      ],
      source: {
        href: `${OWID}poverty`,
        en: 'Our World in Data: Poverty',
        sv: 'Our World in Data: Fattigdom (engelska)',
      },
    },
    {
      id: '1602',
      name: ['Poverty over 20 years', 'Fattigdomen under 20 år'],
      text: [
        'In the last 20 years, the share of the world population living in extreme poverty has...',
        'Under de senaste 20 åren har andelen av världens befolkning som lever i extrem fattigdom …',
      ],
      answers: [
        far('almost doubled', '… nästan fördubblats', {
          feedback: [
            'This is the most common guess, and it is wrong.',
            'Det är den vanligaste gissningen, och den är fel.',
          ],
        }),
        wrong('remained more or less the same', '… varit ungefär oförändrad'),
        right('more than halved', '… mer än halverats', {
          feedback: [
            'Right. This is one of the biggest changes in human history.',
            'Rätt. Det är en av de största förändringarna i mänsklighetens historia.',
          ],
        }),
      ],
      explanation: [
        'Extreme poverty fell from about 25% of the world population in 2002 to about 9% twenty years later.',
        'Den extrema fattigdomen minskade från ungefär 25 procent av världens befolkning år 2002 till ungefär 9 procent tjugo år senare.',
      ],
      source: {
        href: GAPMINDER,
        en: 'Gapminder: the misconception study',
        sv: 'Gapminder: studien om missuppfattningar',
      },
    },
    {
      id: '1603',
      name: ['The poverty curve', 'Fattigdomskurvan'],
      text: [
        'Which line shows how the share of people in extreme poverty has changed since 1990?',
        'Vilken linje visar hur andelen människor i extrem fattigdom har förändrats sedan 1990?',
      ],
      asImages: true,
      answers: [
        far('A line that shoots up', 'En linje som rusar uppåt', { image: 'trend-hockey' }),
        wrong('A flat line', 'En platt linje', { image: 'trend-flat' }),
        right('A line that falls', 'En linje som sjunker', { image: 'trend-fall' }),
      ],
      explanation: [
        'The share fell from about 38% in 1990 to about 9% in 2022. The fall slowed during the pandemic years.',
        'Andelen sjönk från ungefär 38 procent år 1990 till ungefär 9 procent år 2022. Minskningen bromsade in under pandemiåren.',
      ],
    },
    {
      id: '1604',
      name: ['Where most people live', 'Där de flesta bor'],
      text: ["Where does the majority of the world's population live?", 'Var bor majoriteten av världens befolkning?'],
      answers: [
        wrong('Low-income countries', 'I låginkomstländer'),
        right('Middle-income countries', 'I medelinkomstländer'),
        wrong('High-income countries', 'I höginkomstländer'),
      ],
      explanation: [
        'About three quarters of the world’s people live in middle-income countries, such as India, China, Brazil and Indonesia.',
        'Ungefär tre fjärdedelar av världens människor bor i medelinkomstländer, till exempel Indien, Kina, Brasilien och Indonesien.',
      ],
      source: {
        href: GAPMINDER,
        en: 'Gapminder: Dollar Street and income levels',
        sv: 'Gapminder: Dollar Street och inkomstnivåer',
      },
      extra: [
        'Gapminder divides the world into four income levels instead of "rich" and "poor". Most people live on levels 2 and 3.',
        'Gapminder delar in världen i fyra inkomstnivåer i stället för ”rika” och ”fattiga”. De flesta lever på nivå 2 och 3.',
      ],
    },
    {
      id: '1605',
      name: ['Largest economy', 'Största ekonomin'],
      text: [
        'Which country has the largest economy measured by GDP in US dollars?',
        'Vilket land har störst ekonomi mätt som BNP i amerikanska dollar?',
      ],
      answers: [right('United States', 'USA'), wrong('China', 'Kina'), wrong('Germany', 'Tyskland')],
      explanation: [
        'The United States has the largest GDP at market exchange rates. Adjusted for prices (PPP), China’s economy is larger.',
        'USA har störst BNP räknat i marknadsväxelkurser. Justerat för prisnivåer (köpkraftsparitet) är Kinas ekonomi större.',
      ],
    },
    {
      id: '1606',
      name: ['The world economy', 'Världsekonomin'],
      text: [
        'About how large is the world economy (global GDP per year)?',
        'Ungefär hur stor är världsekonomin (global BNP per år)?',
      ],
      answers: [
        wrong('About 10 trillion dollars', 'Ungefär 10 biljoner dollar'),
        right('About 100 trillion dollars', 'Ungefär 100 biljoner dollar'),
        far('About 1,000 trillion dollars', 'Ungefär 1 000 biljoner dollar'),
      ],
      explanation: [
        'World GDP is a little over 100 trillion US dollars a year. A trillion is a million million.',
        'Världens BNP är drygt 100 biljoner amerikanska dollar per år. En biljon är en miljon miljoner.',
      ],
    },
    {
      id: '1607',
      name: ["Sweden's currency", 'Sveriges valuta'],
      text: ['What currency does Sweden use?', 'Vilken valuta använder Sverige?'],
      answers: [
        wrong('The euro', 'Euro', {
          feedback: [
            'Swedes voted no to the euro in a referendum in 2003.',
            'Svenskarna röstade nej till euron i en folkomröstning 2003.',
          ],
        }),
        right('The Swedish krona', 'Svenska kronor'),
        wrong('The Danish krone', 'Danska kronor'),
      ],
      explanation: [
        'Sweden joined the EU in 1995 but kept the krona after a referendum on the euro in 2003.',
        'Sverige gick med i EU 1995 men behöll kronan efter en folkomröstning om euron 2003.',
      ],
    },
    {
      id: '1608',
      name: ['Where the poorest live', 'Där de fattigaste bor'],
      text: [
        'In which region do most of the people in extreme poverty live today?',
        'I vilken region bor de flesta människor i extrem fattigdom i dag?',
      ],
      answers: [
        right('Sub-Saharan Africa', 'Afrika söder om Sahara'),
        wrong('South Asia', 'Sydasien'),
        wrong('Latin America', 'Latinamerika'),
      ],
      explanation: [
        'About 6 in 10 people in extreme poverty live in sub-Saharan Africa. In 1990 most lived in East and South Asia.',
        'Ungefär 6 av 10 människor i extrem fattigdom bor i Afrika söder om Sahara. År 1990 bodde de flesta i Öst- och Sydasien.',
      ],
    },
    {
      id: '1609',
      name: ['The Gini coefficient', 'Ginikoefficienten'],
      text: ['What does the Gini coefficient measure?', 'Vad mäter Ginikoefficienten?'],
      answers: [
        wrong('Economic growth', 'Ekonomisk tillväxt'),
        right('Income inequality', 'Inkomstojämlikhet'),
        wrong('Inflation', 'Inflation'),
      ],
      explanation: [
        'The Gini coefficient goes from 0 (everyone has the same income) to 1 (one person has all the income).',
        'Ginikoefficienten går från 0 (alla har samma inkomst) till 1 (en person har all inkomst).',
      ],
    },
    {
      id: '1610',
      name: ['Mobile money', 'Mobila pengar'],
      text: [
        'In which country did the mobile payment service M-Pesa start in 2007?',
        'I vilket land startade mobilbetaltjänsten M-Pesa år 2007?',
      ],
      answers: [wrong('Sweden', 'Sverige'), wrong('India', 'Indien'), right('Kenya', 'Kenya')],
      explanation: [
        'M-Pesa started in Kenya and lets people send and receive money with a simple mobile phone.',
        'M-Pesa startade i Kenya och gör det möjligt att skicka och ta emot pengar med en enkel mobiltelefon.',
      ],
    },
    {
      id: '1611',
      name: ['People in extreme poverty', 'Människor i extrem fattigdom'],
      text: [
        'Roughly how many people lived in extreme poverty (under $2.15 a day) in 2022?',
        'Ungefär hur många människor levde i extrem fattigdom (under 2,15 dollar om dagen) år 2022?',
      ],
      answers: [
        far('About 70 million', 'Ungefär 70 miljoner'),
        right('About 700 million', 'Ungefär 700 miljoner'),
        far('About 4 billion', 'Ungefär 4 miljarder'),
      ],
      explanation: [
        'About 700 million people lived below the $2.15 line in 2022. In 1990 it was about 2 billion.',
        'Ungefär 700 miljoner människor levde under gränsen på 2,15 dollar år 2022. År 1990 var det ungefär 2 miljarder.',
      ],
    },
    {
      id: '1612',
      name: ['Inflation', 'Inflation'],
      text: ['What is inflation?', 'Vad är inflation?'],
      answers: [
        right('A general rise in prices', 'En allmän prisökning'),
        wrong('A fall in unemployment', 'En minskning av arbetslösheten'),
        wrong('A rise in the value of money', 'En ökning av pengarnas värde'),
      ],
      explanation: [
        'With inflation, the same amount of money buys less than before. The Riksbank aims for 2% inflation a year.',
        'Vid inflation räcker samma summa pengar till mindre än tidigare. Riksbanken har ett inflationsmål på 2 procent per år.',
      ],
    },
    {
      id: '1613',
      name: ['Oldest central bank', 'Äldsta centralbanken'],
      text: [
        "Which is the world's oldest central bank still in operation?",
        'Vilken är världens äldsta centralbank som fortfarande är verksam?',
      ],
      answers: [
        wrong('Bank of England', 'Bank of England'),
        right('Sveriges Riksbank', 'Sveriges riksbank'),
        far('The Federal Reserve', 'Federal Reserve'),
      ],
      explanation: [
        'The Riksbank was founded in 1668, earlier than the Bank of England (1694).',
        'Riksbanken grundades 1668, tidigare än Bank of England (1694).',
      ],
    },
    {
      id: '1614',
      name: ['GDP per person', 'BNP per person'],
      text: ['What is the world GDP per person, roughly?', 'Ungefär hur stor är världens BNP per person?'],
      answers: [
        far('About 1,300 dollars', 'Ungefär 1 300 dollar'),
        right('About 13,000 dollars', 'Ungefär 13 000 dollar'),
        far('About 130,000 dollars', 'Ungefär 130 000 dollar'),
      ],
      explanation: [
        'Dividing world GDP by about 8 billion people gives roughly 13,000 dollars per person per year, but it is very unequally distributed.',
        'Om man delar världens BNP med ungefär 8 miljarder människor blir det omkring 13 000 dollar per person och år, men det är mycket ojämnt fördelat.',
      ],
    },
    {
      id: '1615',
      name: ['Money sent home', 'Pengar som skickas hem'],
      text: [
        'Money sent home by migrants (remittances) to low- and middle-income countries compared with official development aid is...',
        'Pengar som migranter skickar hem till låg- och medelinkomstländer, jämfört med det officiella biståndet, är …',
      ],
      answers: [
        right('much larger', '… mycket större'),
        wrong('about the same', '… ungefär lika stort'),
        wrong('much smaller', '… mycket mindre'),
      ],
      explanation: [
        'Remittances to low- and middle-income countries are around 650 billion dollars a year, about three times as much as official development aid.',
        'Pengar som skickas hem till låg- och medelinkomstländer uppgår till omkring 650 miljarder dollar per år, ungefär tre gånger så mycket som det officiella biståndet.',
      ],
    },
    {
      id: '1616',
      name: ['The aid target', 'Biståndsmålet'],
      text: [
        'What share of gross national income is the UN target for development aid from rich countries?',
        'Hur stor andel av bruttonationalinkomsten är FN:s mål för rika länders bistånd?',
      ],
      answers: [right('0.7%', '0,7 %'), wrong('7%', '7 %'), wrong('0.07%', '0,07 %')],
      explanation: [
        'The 0.7% target dates from 1970. Only a few countries, including Sweden, have met it for many years.',
        'Målet på 0,7 procent är från 1970. Bara ett fåtal länder, däribland Sverige, har nått det under många år.',
      ],
    },
    {
      id: '1617',
      name: ['Child labour', 'Barnarbete'],
      text: [
        'About how many children in the world are in child labour?',
        'Ungefär hur många barn i världen utför barnarbete?',
      ],
      answers: [
        far('About 15 million', 'Ungefär 15 miljoner'),
        right('About 150 million', 'Ungefär 150 miljoner'),
        far('About 1.5 billion', 'Ungefär 1,5 miljarder'),
      ],
      explanation: [
        'The ILO and UNICEF estimate that roughly 140–160 million children are in child labour, almost half of them in hazardous work.',
        'ILO och Unicef uppskattar att ungefär 140–160 miljoner barn utför barnarbete, nästan hälften av dem farligt arbete.',
      ],
    },
    {
      id: '1618',
      name: ["Sweden's income level", 'Sveriges inkomstnivå'],
      text: ['How does the World Bank classify Sweden?', 'Hur klassar Världsbanken Sverige?'],
      answers: [
        far('Low income', 'Låginkomstland'),
        wrong('Upper-middle income', 'Övre medelinkomstland'),
        right('High income', 'Höginkomstland'),
      ],
      explanation: [
        'Sweden is a high-income country, like the other Nordic countries.',
        'Sverige är ett höginkomstland, precis som de andra nordiska länderna.',
      ],
    },
    {
      id: '1619',
      name: ['PPP', 'PPP'],
      text: [
        'What does "PPP" stand for when economists compare incomes between countries?',
        'Vad står ”PPP” för när ekonomer jämför inkomster mellan länder?',
      ],
      answers: [
        right('Purchasing power parity', 'Köpkraftsparitet'),
        wrong('Public private partnership', 'Offentlig-privat samverkan'),
        wrong('Price per product', 'Pris per produkt'),
      ],
      explanation: [
        'Purchasing power parity adjusts for differences in price levels, so that a dollar buys the same amount of goods in every country.',
        'Köpkraftsparitet justerar för skillnader i prisnivå, så att en dollar räcker till lika mycket varor i alla länder.',
      ],
    },
  ],
};
