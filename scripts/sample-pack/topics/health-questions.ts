import { far, right, wrong, GAPMINDER, OWID, type QuestionSpec } from '../types.ts';

/** The questions of the health topic (its tests and challenges name them by id). */
export const healthQuestions: readonly QuestionSpec[] = [
  {
    id: '1101',
    name: ['Life expectancy today', 'Livslängden i dag'],
    text: [
      'What is the average life expectancy at birth in the world today?',
      'Vad är den genomsnittliga förväntade livslängden vid födseln i världen i dag?',
    ],
    answers: [
      far('About 50 years', 'Ungefär 50 år'),
      wrong('About 60 years', 'Ungefär 60 år'),
      right('About 73 years', 'Ungefär 73 år'),
    ],
    explanation: [
      'Global life expectancy is now about 73 years. In 1900 it was only around 32 years.',
      'Den förväntade livslängden i världen är nu ungefär 73 år. År 1900 var den bara omkring 32 år.',
    ],
    source: {
      href: `${OWID}life-expectancy`,
      en: 'Our World in Data: Life expectancy',
      sv: 'Our World in Data: Livslängd (engelska)',
    },
  },
  {
    id: '1102',
    name: ['Vaccinated children', 'Vaccinerade barn'],
    text: [
      "Which picture shows how many of the world's 1-year-old children have been vaccinated against some disease?",
      'Vilken bild visar hur många av världens ettåringar som har vaccinerats mot någon sjukdom?',
    ],
    asImages: true,
    answers: [
      far('2 out of 10 people filled in', '2 av 10 figurer ifyllda', { image: 'dots-2of10' }),
      wrong('5 out of 10 people filled in', '5 av 10 figurer ifyllda', { image: 'dots-5of10' }),
      right('8 out of 10 people filled in', '8 av 10 figurer ifyllda', { image: 'dots-8of10' }),
    ],
    explanation: [
      'More than 8 out of 10 one-year-olds get basic vaccines, such as the third dose against diphtheria, tetanus and whooping cough.',
      'Mer än 8 av 10 ettåringar får grundläggande vacciner, till exempel tredje dosen mot difteri, stelkramp och kikhosta.',
    ],
    source: { href: GAPMINDER, en: 'Gapminder: test your worldview', sv: 'Gapminder: testa din världsbild' },
  },
  {
    id: '1103',
    name: ['Child mortality today', 'Barnadödlighet i dag'],
    text: [
      'Out of 100 children born in the world today, roughly how many die before their fifth birthday?',
      'Av 100 barn som föds i världen i dag, ungefär hur många dör före fem års ålder?',
    ],
    answers: [right('About 4', 'Ungefär 4'), wrong('About 15', 'Ungefär 15'), far('About 30', 'Ungefär 30')],
    explanation: [
      'Global child mortality is now under 4%. That is still almost 5 million children a year, but far fewer than ever before.',
      'Barnadödligheten i världen är nu under 4 procent. Det är fortfarande nästan 5 miljoner barn om året, men mycket färre än någonsin tidigare.',
    ],
    source: {
      href: `${OWID}child-mortality`,
      en: 'Our World in Data: Child mortality',
      sv: 'Our World in Data: Barnadödlighet (engelska)',
    },
  },
  {
    id: '1104',
    name: ['Child mortality in 1800', 'Barnadödlighet år 1800'],
    text: [
      'Around the year 1800, roughly what share of all children died before the age of five?',
      'Omkring år 1800, ungefär hur stor andel av alla barn dog före fem års ålder?',
    ],
    answers: [far('About 5%', 'Ungefär 5 %'), wrong('About 20%', 'Ungefär 20 %'), right('About 40%', 'Ungefär 40 %')],
    explanation: [
      'Historical estimates suggest that around 4 in 10 children died before age five in 1800, in every part of the world.',
      'Historiska uppskattningar tyder på att ungefär 4 av 10 barn dog före fem års ålder år 1800, i alla delar av världen.',
    ],
  },
  {
    id: '1105',
    name: ['The life expectancy curve', 'Livslängdskurvan'],
    text: [
      'Which line best shows how global life expectancy has changed from 1800 until today?',
      'Vilken linje visar bäst hur den förväntade livslängden i världen har förändrats från 1800 till i dag?',
    ],
    asImages: true,
    answers: [
      far('A line that falls', 'En linje som sjunker', { image: 'trend-fall' }),
      right(
        'A line that is flat at first and then rises a lot',
        'En linje som först är platt och sedan stiger kraftigt',
        { image: 'trend-rise' },
      ),
      wrong('A flat line', 'En platt linje', { image: 'trend-flat' }),
    ],
    explanation: [
      'Life expectancy stayed around 30 years for centuries. Since the late 1800s it has more than doubled.',
      'Den förväntade livslängden låg kvar kring 30 år i århundraden. Sedan slutet av 1800-talet har den mer än fördubblats.',
    ],
  },
  {
    id: '1106',
    name: ['An eradicated disease', 'En utrotad sjukdom'],
    text: [
      'Which disease was declared eradicated worldwide in 1980?',
      'Vilken sjukdom förklarades utrotad i hela världen år 1980?',
    ],
    answers: [
      wrong('Polio', 'Polio', {
        feedback: ['Polio is close, but still not eradicated.', 'Polio är nära, men ännu inte utrotad.'],
      }),
      right('Smallpox', 'Smittkoppor'),
      far('Measles', 'Mässling', {
        feedback: [
          'Measles still infects millions of people every year.',
          'Mässling smittar fortfarande miljontals människor varje år.',
        ],
      }),
    ],
    explanation: [
      'Smallpox is the only human disease that has been eradicated. The WHO declared it gone in 1980 after a global vaccination campaign.',
      'Smittkoppor är den enda sjukdom hos människor som har utrotats. WHO förklarade den utrotad 1980 efter en global vaccinationskampanj.',
    ],
    extra: [
      'The last natural case of smallpox was recorded in Somalia in 1977.',
      'Det sista naturliga fallet av smittkoppor registrerades i Somalia 1977.',
    ],
  },
  {
    id: '1107',
    name: ['Malaria deaths', 'Dödsfall i malaria'],
    text: [
      'Roughly how many people die from malaria each year?',
      'Ungefär hur många människor dör av malaria varje år?',
    ],
    answers: [
      far('About 6,000', 'Ungefär 6 000'),
      right('About 600,000', 'Ungefär 600 000'),
      far('About 60 million', 'Ungefär 60 miljoner'),
    ],
    explanation: [
      'The WHO estimates around 600,000 malaria deaths a year, most of them young children in Africa.',
      'WHO uppskattar att omkring 600 000 människor dör av malaria varje år, de flesta små barn i Afrika.',
    ],
  },
  {
    id: '1108',
    name: ['People living with HIV', 'Människor som lever med hiv'],
    text: ['About how many people in the world live with HIV?', 'Ungefär hur många människor i världen lever med hiv?'],
    answers: [
      wrong('About 4 million', 'Ungefär 4 miljoner'),
      right('About 40 million', 'Ungefär 40 miljoner'),
      far('About 400 million', 'Ungefär 400 miljoner'),
    ],
    explanation: [
      'About 40 million people live with HIV. Thanks to treatment, most of them can live long lives.',
      'Ungefär 40 miljoner människor lever med hiv. Tack vare behandling kan de flesta av dem leva länge.',
    ],
  },
  {
    id: '1109',
    name: ['Maternal deaths', 'Mödradödlighet'],
    text: [
      'How has the global maternal mortality ratio changed since 2000?',
      'Hur har mödradödligheten i världen förändrats sedan år 2000?',
    ],
    answers: [
      right('It has fallen by about a third or more', 'Den har minskat med ungefär en tredjedel eller mer'),
      wrong('It is about the same', 'Den är ungefär densamma'),
      far('It has doubled', 'Den har fördubblats'),
    ],
    explanation: [
      'Fewer women die in pregnancy and childbirth than in 2000, although progress has slowed in recent years.',
      'Färre kvinnor dör under graviditet och förlossning än år 2000, även om framstegen har gått långsammare de senaste åren.',
    ],
  },
  {
    id: '1110',
    name: ['Leading cause of death', 'Vanligaste dödsorsaken'],
    text: ['What is the leading cause of death in the world?', 'Vilken är den vanligaste dödsorsaken i världen?'],
    answers: [
      wrong('Road injuries', 'Trafikolyckor'),
      far('Snake bites', 'Ormbett'),
      right('Heart disease', 'Hjärtsjukdom'),
    ],
    explanation: [
      'Ischaemic heart disease causes the most deaths globally, followed by stroke and chronic lung disease.',
      'Ischemisk hjärtsjukdom orsakar flest dödsfall i världen, följd av stroke och kronisk lungsjukdom.',
    ],
  },
  {
    id: '1111',
    name: ['Smoking trend', 'Rökningens utveckling'],
    text: [
      'How has the share of adults who smoke tobacco changed worldwide since 2000?',
      'Hur har andelen vuxna som röker tobak förändrats i världen sedan år 2000?',
    ],
    answers: [
      far('It has increased a lot', 'Den har ökat mycket'),
      wrong('It is about the same', 'Den är ungefär densamma'),
      right('It has decreased', 'Den har minskat'),
    ],
    explanation: [
      'In 2000 about one in three adults used tobacco; today it is about one in five, according to the WHO.',
      'År 2000 använde ungefär var tredje vuxen tobak; i dag är det ungefär var femte, enligt WHO.',
    ],
  },
  {
    id: '1112',
    name: ['Polio today', 'Polio i dag'],
    text: [
      'In how many countries is wild polio still endemic?',
      'I hur många länder finns vildtypspolio fortfarande kvar?',
    ],
    answers: [right('2', '2'), wrong('20', '20'), far('60', '60')],
    explanation: [
      'Wild poliovirus is only endemic in Afghanistan and Pakistan. In 1988 there were about 125 endemic countries.',
      'Vildtypspolio finns bara kvar i Afghanistan och Pakistan. År 1988 fanns den i ungefär 125 länder.',
    ],
  },
  {
    id: '1113',
    name: ['Deaths under five', 'Dödsfall före fem års ålder'],
    text: [
      'Roughly how many children under five died worldwide in 2022?',
      'Ungefär hur många barn under fem år dog i världen år 2022?',
    ],
    answers: [
      far('About 500,000', 'Ungefär 500 000'),
      right('About 5 million', 'Ungefär 5 miljoner'),
      far('About 50 million', 'Ungefär 50 miljoner'),
    ],
    explanation: [
      'About 4.9 million children died before their fifth birthday in 2022. In 1990 the number was more than 12 million.',
      'Ungefär 4,9 miljoner barn dog före fem års ålder år 2022. År 1990 var antalet mer än 12 miljoner.',
    ],
  },
  {
    id: '1114',
    name: ['Smoke from cooking', 'Rök från matlagning'],
    text: [
      'Household air pollution from cooking with wood, coal or dung causes roughly how many deaths a year?',
      'Luftföroreningar i hemmet från matlagning med ved, kol eller gödsel orsakar ungefär hur många dödsfall per år?',
    ],
    answers: [
      far('About 30,000', 'Ungefär 30 000'),
      right('About 3 million', 'Ungefär 3 miljoner'),
      far('About 300 million', 'Ungefär 300 miljoner'),
    ],
    explanation: [
      'The WHO estimates about 3 million deaths a year from household air pollution. Clean stoves and fuels save lives.',
      'WHO uppskattar ungefär 3 miljoner dödsfall per år av luftföroreningar i hemmet. Rena spisar och bränslen räddar liv.',
    ],
  },
  {
    id: '1115',
    name: ['Long lives', 'Långa liv'],
    text: [
      'Which of these countries has the highest life expectancy?',
      'Vilket av dessa länder har högst förväntad livslängd?',
    ],
    answers: [right('Japan', 'Japan'), wrong('Russia', 'Ryssland'), wrong('Nigeria', 'Nigeria')],
    explanation: [
      'Life expectancy in Japan is around 84 years, among the highest in the world.',
      'Den förväntade livslängden i Japan är omkring 84 år, bland de högsta i världen.',
    ],
  },
  {
    id: '1116',
    name: ['Who lives longer?', 'Vem lever längst?'],
    text: ['On average, who lives longer worldwide?', 'Vilka lever i genomsnitt längst i världen?'],
    answers: [wrong('Men', 'Män'), right('Women', 'Kvinnor'), wrong('Both live equally long', 'Båda lever lika länge')],
    explanation: [
      'Women live about five years longer than men on average, and they do so in almost every country.',
      'Kvinnor lever i genomsnitt ungefär fem år längre än män, och det gäller i nästan alla länder.',
    ],
  },
  {
    id: '1117',
    name: ['Penicillin', 'Penicillin'],
    text: ['Who discovered penicillin in 1928?', 'Vem upptäckte penicillinet år 1928?'],
    answers: [
      wrong('Marie Curie', 'Marie Curie'),
      wrong('Louis Pasteur', 'Louis Pasteur'),
      right('Alexander Fleming', 'Alexander Fleming'),
    ],
    explanation: [
      'Alexander Fleming noticed that a mould killed bacteria. Penicillin became the first widely used antibiotic in the 1940s.',
      'Alexander Fleming upptäckte att en mögelsvamp dödade bakterier. Penicillin blev det första allmänt använda antibiotikumet på 1940-talet.',
    ],
  },
  {
    id: '1118',
    name: ['Home of the WHO', 'WHO:s hemort'],
    text: [
      'Where does the World Health Organization have its headquarters?',
      'Var har Världshälsoorganisationen WHO sitt huvudkontor?',
    ],
    answers: [wrong('New York', 'New York'), right('Geneva', 'Genève'), wrong('Nairobi', 'Nairobi')],
    explanation: [
      'The WHO was founded in 1948 and has its headquarters in Geneva, Switzerland.',
      'WHO grundades 1948 och har sitt huvudkontor i Genève i Schweiz.',
    ],
  },
  {
    id: '1119',
    name: ['Deadliest infection', 'Dödligaste infektionen'],
    text: [
      'Which infectious disease killed the most people in 2023?',
      'Vilken infektionssjukdom dödade flest människor år 2023?',
    ],
    answers: [right('Tuberculosis', 'Tuberkulos'), wrong('Malaria', 'Malaria'), wrong('Cholera', 'Kolera')],
    explanation: [
      'Tuberculosis killed about 1.25 million people in 2023, making it again the deadliest single infectious disease according to the WHO.',
      'Tuberkulos dödade ungefär 1,25 miljoner människor år 2023 och var därmed återigen den dödligaste enskilda infektionssjukdomen enligt WHO.',
    ],
  },
];
