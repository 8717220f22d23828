import { far, right, wrong, OWID, type QuestionSpec } from '../types.ts';

/** The questions of the climate topic (its tests and challenges name them by id). */
export const climateQuestions: readonly QuestionSpec[] = [
  {
    id: '1301',
    name: ['How much warmer?', 'Hur mycket varmare?'],
    text: [
      'How much warmer has the Earth become compared with the late 1800s (the average of the last ten years)?',
      'Hur mycket varmare har jorden blivit jämfört med slutet av 1800-talet (genomsnittet för de senaste tio åren)?',
    ],
    image: 'thermometer',
    answers: [
      far('About 0.2 °C', 'Ungefär 0,2 °C'),
      right('About 1.2 °C', 'Ungefär 1,2 °C'),
      far('About 5 °C', 'Ungefär 5 °C'),
    ],
    explanation: [
      'The last decade was about 1.2 °C warmer than 1850–1900. The year 2024 was the first calendar year above 1.5 °C.',
      'Det senaste decenniet var ungefär 1,2 °C varmare än 1850–1900. År 2024 var det första kalenderåret över 1,5 °C.',
    ],
    extra: [
      'The Paris Agreement limits refer to long-term averages over about 20 years, so a single year above 1.5 °C does not mean the limit has been passed.',
      'Gränserna i Parisavtalet gäller långsiktiga genomsnitt över ungefär 20 år, så ett enskilt år över 1,5 °C betyder inte att gränsen har passerats.',
    ],
  },
  {
    id: '1302',
    name: ['Carbon dioxide in the air', 'Koldioxid i luften'],
    text: [
      'What is the concentration of carbon dioxide in the atmosphere today?',
      'Hur hög är halten koldioxid i atmosfären i dag?',
    ],
    answers: [
      wrong('About 280 ppm', 'Ungefär 280 ppm', {
        feedback: [
          '280 ppm was the level before the industrial revolution.',
          '280 ppm var nivån före den industriella revolutionen.',
        ],
      }),
      right('About 420 ppm', 'Ungefär 420 ppm'),
      far('About 1,000 ppm', 'Ungefär 1 000 ppm'),
    ],
    explanation: [
      'The CO₂ concentration has passed 420 parts per million, about 50% higher than before industrialisation.',
      'Koldioxidhalten har passerat 420 miljondelar (ppm), ungefär 50 procent högre än före industrialiseringen.',
    ],
  },
  {
    id: '1303',
    name: ['The Paris goal', 'Parismålet'],
    text: [
      'What temperature goal did the countries set in the Paris Agreement of 2015?',
      'Vilket temperaturmål satte länderna i Parisavtalet år 2015?',
    ],
    answers: [
      right('Well below 2 °C, aiming for 1.5 °C', 'Väl under 2 °C, med sikte på 1,5 °C'),
      wrong('Below 4 °C', 'Under 4 °C'),
      far('No warming at all', 'Ingen uppvärmning alls'),
    ],
    explanation: [
      'The agreement aims to keep warming well below 2 °C above pre-industrial levels and to pursue efforts to limit it to 1.5 °C.',
      'Avtalet syftar till att hålla uppvärmningen väl under 2 °C jämfört med förindustriell nivå och att sträva efter att begränsa den till 1,5 °C.',
    ],
  },
  {
    id: '1304',
    name: ['Largest emitter', 'Största utsläppslandet'],
    text: [
      'Which country emits the most carbon dioxide in total today?',
      'Vilket land släpper ut mest koldioxid totalt i dag?',
    ],
    answers: [wrong('United States', 'USA'), right('China', 'Kina'), wrong('India', 'Indien')],
    explanation: [
      'China emits about 30% of the world’s CO₂, more than the United States and the EU together. Per person, emissions in the United States are still higher.',
      'Kina släpper ut ungefär 30 procent av världens koldioxid, mer än USA och EU tillsammans. Per person är utsläppen fortfarande högre i USA.',
    ],
    source: {
      href: `${OWID}co2-emissions`,
      en: 'Our World in Data: CO₂ emissions',
      sv: 'Our World in Data: Koldioxidutsläpp (engelska)',
    },
  },
  {
    id: '1305',
    name: ['Emissions per person', 'Utsläpp per person'],
    text: [
      'Who emits more carbon dioxide per person from fossil fuels: the average person in Sweden or in the United States?',
      'Vem släpper ut mest koldioxid per person från fossila bränslen: en genomsnittlig person i Sverige eller i USA?',
    ],
    answers: [
      wrong('The average person in Sweden', 'En genomsnittlig person i Sverige'),
      right('The average person in the United States', 'En genomsnittlig person i USA'),
      wrong('About the same', 'Ungefär lika mycket'),
    ],
    explanation: [
      'An average American emits roughly 14 tonnes of CO₂ a year, about three to four times as much as an average Swede.',
      'En genomsnittlig amerikan släpper ut ungefär 14 ton koldioxid per år, ungefär tre till fyra gånger så mycket som en genomsnittlig svensk.',
    ],
  },
  {
    id: '1306',
    name: ['Rising seas', 'Stigande hav'],
    text: [
      'How much has the global average sea level risen since 1900?',
      'Hur mycket har den globala genomsnittliga havsnivån stigit sedan 1900?',
    ],
    answers: [
      far('About 2 cm', 'Ungefär 2 cm'),
      right('About 20 cm', 'Ungefär 20 cm'),
      far('About 2 metres', 'Ungefär 2 meter'),
    ],
    explanation: [
      'The sea level has risen by about 20 centimetres since 1900, and the rise is speeding up as ice melts and water warms.',
      'Havsnivån har stigit med ungefär 20 centimeter sedan 1900, och ökningen går allt snabbare när is smälter och vattnet värms upp.',
    ],
  },
  {
    id: '1307',
    name: ['Arctic sea ice', 'Havsisen i Arktis'],
    text: [
      'What has happened to the Arctic summer sea ice since satellite measurements began in 1979?',
      'Vad har hänt med havsisen i Arktis på sommaren sedan satellitmätningarna började 1979?',
    ],
    answers: [
      right('It has shrunk a lot', 'Den har krympt mycket'),
      wrong('It is about the same', 'Den är ungefär lika stor'),
      far('It has grown a lot', 'Den har vuxit mycket'),
    ],
    explanation: [
      'The September sea ice minimum is now roughly 40% smaller than around 1980.',
      'Havsisens minsta utbredning i september är nu ungefär 40 procent mindre än omkring 1980.',
    ],
  },
  {
    id: '1308',
    name: ['The ozone layer', 'Ozonskiktet'],
    text: [
      'After the Montreal Protocol of 1987, what is happening to the ozone layer?',
      'Vad händer med ozonskiktet efter Montrealprotokollet från 1987?',
    ],
    answers: [
      wrong('It keeps getting thinner', 'Det fortsätter att bli tunnare'),
      right('It is slowly recovering', 'Det återhämtar sig långsamt'),
      far('It has disappeared', 'Det har försvunnit'),
    ],
    explanation: [
      'Ozone-depleting gases were phased out. The ozone layer is expected to recover to 1980 levels over Antarctica around 2066.',
      'Ozonnedbrytande gaser fasades ut. Ozonskiktet väntas återhämta sig till 1980 års nivå över Antarktis omkring 2066.',
    ],
    extra: [
      'The Montreal Protocol is the only UN treaty ratified by every member state, and it is often called the most successful environmental agreement ever.',
      'Montrealprotokollet är det enda FN-avtal som har ratificerats av alla medlemsländer och kallas ofta det mest framgångsrika miljöavtalet någonsin.',
    ],
  },
  {
    id: '1309',
    name: ['The main greenhouse gas', 'Den viktigaste växthusgasen'],
    text: [
      'Which gas contributes most to human-caused global warming?',
      'Vilken gas bidrar mest till den mänskligt orsakade globala uppvärmningen?',
    ],
    answers: [
      right('Carbon dioxide', 'Koldioxid'),
      wrong('Methane', 'Metan'),
      far('Oxygen', 'Syre', {
        feedback: ['Oxygen is not a greenhouse gas at all.', 'Syre är inte alls någon växthusgas.'],
      }),
    ],
    explanation: [
      'Carbon dioxide, mostly from burning fossil fuels, causes the largest share of warming. Methane comes second.',
      'Koldioxid, mest från förbränning av fossila bränslen, står för den största delen av uppvärmningen. Metan kommer på andra plats.',
    ],
  },
  {
    id: '1310',
    name: ['Fossil share of energy', 'Fossil andel av energin'],
    text: [
      "About what share of the world's energy comes from fossil fuels?",
      'Ungefär hur stor andel av världens energi kommer från fossila bränslen?',
    ],
    answers: [far('About 20%', 'Ungefär 20 %'), wrong('About 50%', 'Ungefär 50 %'), right('About 80%', 'Ungefär 80 %')],
    explanation: [
      'Coal, oil and gas still provide about 80% of the world’s primary energy, although the share is slowly falling.',
      'Kol, olja och gas står fortfarande för ungefär 80 procent av världens primärenergi, även om andelen sakta minskar.',
    ],
  },
  {
    id: '1311',
    name: ['Deaths from natural disasters', 'Dödsfall i naturkatastrofer'],
    text: [
      'How has the number of deaths per year from natural disasters changed over the last hundred years?',
      'Hur har antalet dödsfall per år i naturkatastrofer förändrats under de senaste hundra åren?',
    ],
    answers: [
      wrong('More than doubled', 'Mer än fördubblats'),
      wrong('Remained about the same', 'Varit ungefär oförändrat'),
      right('Decreased to less than half', 'Minskat till mindre än hälften'),
    ],
    explanation: [
      'Better warnings, buildings and emergency help mean that far fewer people die in disasters than a century ago, even though the population has grown.',
      'Bättre varningssystem, byggnader och räddningsinsatser gör att betydligt färre dör i katastrofer än för hundra år sedan, trots att befolkningen har ökat.',
    ],
    source: {
      href: `${OWID}natural-disasters`,
      en: 'Our World in Data: Natural disasters',
      sv: 'Our World in Data: Naturkatastrofer (engelska)',
    },
  },
  {
    id: '1312',
    name: ['Recycled plastic', 'Återvunnen plast'],
    text: [
      'Roughly how much of all plastic ever made has been recycled?',
      'Ungefär hur mycket av all plast som någonsin tillverkats har återvunnits?',
    ],
    answers: [right('About 9%', 'Ungefär 9 %'), wrong('About 50%', 'Ungefär 50 %'), far('About 90%', 'Ungefär 90 %')],
    explanation: [
      'A well-known study from 2017 estimated that only about 9% of all plastic waste ever produced had been recycled.',
      'En välkänd studie från 2017 uppskattade att bara ungefär 9 procent av allt plastavfall som någonsin producerats hade återvunnits.',
    ],
  },
  {
    id: '1313',
    name: ['The IPCC', 'IPCC'],
    text: ['What is the IPCC?', 'Vad är IPCC?'],
    answers: [
      wrong('An oil company', 'Ett oljebolag'),
      right('The UN panel that assesses climate science', 'FN:s klimatpanel som sammanställer klimatforskningen'),
      wrong('A climate activist group', 'En grupp klimataktivister'),
    ],
    explanation: [
      'The Intergovernmental Panel on Climate Change summarises the research on climate change in large reports written by thousands of scientists.',
      'FN:s klimatpanel, Intergovernmental Panel on Climate Change, sammanfattar forskningen om klimatförändringarna i stora rapporter skrivna av tusentals forskare.',
    ],
  },
  {
    id: '1314',
    name: ['Warmest year on record', 'Varmaste året som uppmätts'],
    text: ['Which year is the warmest on record globally?', 'Vilket år är det varmaste som har uppmätts globalt?'],
    answers: [wrong('1998', '1998'), wrong('2010', '2010'), right('2024', '2024')],
    explanation: [
      '2024 was the warmest year since measurements began, ahead of 2023.',
      '2024 var det varmaste året sedan mätningarna började, före 2023.',
    ],
  },
  {
    id: '1315',
    name: ['The biggest emitting sector', 'Sektorn med störst utsläpp'],
    text: [
      'Which sector causes the most greenhouse gas emissions globally?',
      'Vilken sektor orsakar mest utsläpp av växthusgaser globalt?',
    ],
    answers: [
      right('Energy (electricity, heat, transport, industry)', 'Energi (el, värme, transporter, industri)'),
      wrong('Waste', 'Avfall'),
      wrong('Aviation alone', 'Enbart flyget'),
    ],
    explanation: [
      'About three quarters of all greenhouse gas emissions come from energy use. Agriculture and land use cause most of the rest.',
      'Ungefär tre fjärdedelar av alla utsläpp av växthusgaser kommer från energianvändning. Jordbruk och markanvändning står för det mesta av resten.',
    ],
  },
  {
    id: '1316',
    name: ['Without the greenhouse effect', 'Utan växthuseffekten'],
    text: [
      'Without the natural greenhouse effect, what would the average temperature on Earth be?',
      'Vad skulle medeltemperaturen på jorden vara utan den naturliga växthuseffekten?',
    ],
    answers: [
      right('About −18 °C', 'Ungefär −18 °C'),
      wrong('About +15 °C', 'Ungefär +15 °C'),
      far('About +40 °C', 'Ungefär +40 °C'),
    ],
    explanation: [
      'The natural greenhouse effect keeps the Earth at about +15 °C instead of −18 °C. Human emissions strengthen it.',
      'Den naturliga växthuseffekten håller jorden kring +15 °C i stället för −18 °C. Människans utsläpp förstärker den.',
    ],
  },
  {
    id: '1317',
    name: ["Aviation's share", 'Flygets andel'],
    text: [
      'About what share of global CO₂ emissions from fossil fuels comes from aviation?',
      'Ungefär hur stor andel av de globala koldioxidutsläppen från fossila bränslen kommer från flyget?',
    ],
    answers: [
      right('About 2.5%', 'Ungefär 2,5 %'),
      wrong('About 25%', 'Ungefär 25 %'),
      far('About 60%', 'Ungefär 60 %'),
    ],
    explanation: [
      'Aviation emits about 2.5% of global CO₂. Its total effect on warming is larger because of contrails and other effects at high altitude.',
      'Flyget står för ungefär 2,5 procent av de globala koldioxidutsläppen. Den totala klimatpåverkan är större på grund av kondensstrimmor och andra effekter på hög höjd.',
    ],
  },
  {
    id: '1318',
    name: ['Glaciers', 'Glaciärer'],
    text: ['What is happening to most of the world’s glaciers?', 'Vad händer med de flesta av världens glaciärer?'],
    answers: [
      wrong('They are growing', 'De växer'),
      right('They are shrinking', 'De krymper'),
      wrong('They are unchanged', 'De är oförändrade'),
    ],
    explanation: [
      'Glaciers are losing ice almost everywhere. Meltwater from glaciers is one of the main causes of sea-level rise.',
      'Glaciärer förlorar is nästan överallt. Smältvatten från glaciärer är en av de främsta orsakerna till att havsnivån stiger.',
    ],
  },
  {
    id: '1319',
    name: ["Sweden's climate goal", 'Sveriges klimatmål'],
    text: [
      'By which year should Sweden have net zero greenhouse gas emissions, according to its climate policy framework?',
      'Till vilket år ska Sverige ha nettonollutsläpp av växthusgaser enligt det klimatpolitiska ramverket?',
    ],
    answers: [wrong('2030', '2030'), right('2045', '2045'), far('2100', '2100')],
    explanation: [
      'Sweden’s long-term goal is net zero greenhouse gas emissions by 2045, and negative emissions after that.',
      'Sveriges långsiktiga mål är att nå nettonollutsläpp av växthusgaser senast 2045 och därefter negativa utsläpp.',
    ],
  },
];
