import { far, right, wrong, OWID, type TopicSpec } from '../types.ts';

export const energy: TopicSpec = {
  key: 'Energy',
  globalId: 'topic-energy',
  slug: 'energy',
  name: ['Energy', 'Energi'],
  description: [
    'Electricity for all, the rise of solar and wind, and where Sweden gets its power from.',
    'El till alla, solens och vindens framfart och varifrån Sverige får sin el.',
  ],
  category: 'planet',
  image: 'icon-energy',
  tags: ['sdg-world-07'],
  extraTestQuestions: ['8004'],
  chapters: [
    {
      name: ['Power to the people', 'El till alla'],
      challenges: [
        {
          globalId: 'challenge-energy-basics',
          slug: 'energy-basics',
          title: ['Switch on', 'Slå på strömmen'],
          intro: [
            {
              title: ['Switch on', 'Slå på strömmen'],
              body: [
                'Nine out of ten people have electricity today. How is it made, and who is still without it?',
                'Nio av tio människor har el i dag. Hur produceras den, och vilka saknar den fortfarande?',
              ],
              image: 'icon-energy',
            },
          ],
          outro: [
            {
              title: ['Fully charged', 'Fulladdad'],
              body: ['You finished the energy challenge.', 'Du har klarat energiutmaningen.'],
            },
          ],
          combos: [
            {
              name: ['Access to energy', 'Tillgång till energi'],
              questions: ['1401', '1403', '1410'],
              intro: {
                title: ['Part 1: who has energy?', 'Del 1: vilka har energi?'],
                body: ['Three questions about electricity and clean cooking.', 'Tre frågor om el och ren matlagning.'],
              },
              outro: {
                title: ['Part 1 done', 'Del 1 klar'],
                body: ['Next: how electricity is made.', 'Nästa del: hur elen produceras.'],
              },
            },
            {
              name: ['Sources of power', 'Kraftkällor'],
              questions: ['1404', '1405', '1406', '1416', '1407'],
              intro: {
                title: ['Part 2: sources of power', 'Del 2: kraftkällor'],
                body: ['Coal, water, sun and wind. Five questions.', 'Kol, vatten, sol och vind. Fem frågor.'],
              },
              outro: { title: ['Part 2 done', 'Del 2 klar'], body: ['Finally: Sweden.', 'Till sist: Sverige.'] },
            },
            {
              name: ["Sweden's electricity", 'Sveriges el'],
              questions: ['1402', '1408', '1409', '1413'],
              intro: {
                title: ["Part 3: Sweden's electricity", 'Del 3: Sveriges el'],
                body: ['Water, atoms and wind: four questions.', 'Vatten, atomer och vind: fyra frågor.'],
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
      id: '1401',
      name: ['Access to electricity', 'Tillgång till el'],
      text: [
        'Which picture shows how many people in the world have access to electricity?',
        'Vilken bild visar hur många människor i världen som har tillgång till el?',
      ],
      asImages: true,
      answers: [
        far('2 out of 10 people filled in', '2 av 10 figurer ifyllda', { image: 'dots-2of10' }),
        right('9 out of 10 people filled in', '9 av 10 figurer ifyllda', { image: 'dots-9of10' }),
        wrong('5 out of 10 people filled in', '5 av 10 figurer ifyllda', { image: 'dots-5of10' }),
      ],
      explanation: [
        'About 91% of the world population has access to electricity. Most of those still without live in sub-Saharan Africa.',
        'Ungefär 91 procent av världens befolkning har tillgång till el. De flesta som saknar el bor i Afrika söder om Sahara.',
      ],
      source: {
        href: `${OWID}energy-access`,
        en: 'Our World in Data: Access to energy',
        sv: 'Our World in Data: Tillgång till energi (engelska)',
      },
    },
    {
      id: '1402',
      name: ["Sweden's electricity mix", 'Sveriges elmix'],
      text: [
        'Which bar shows roughly how electricity is produced in Sweden?',
        'Vilken stapel visar ungefär hur el produceras i Sverige?',
      ],
      asImages: true,
      answers: [
        wrong('A bar mostly made of coal and gas', 'En stapel som mest består av kol och gas', { image: 'mix-fossil' }),
        wrong('A bar mostly made of oil', 'En stapel som mest består av olja', { image: 'mix-oil' }),
        right(
          'A bar of hydropower, nuclear power and wind power',
          'En stapel med vattenkraft, kärnkraft och vindkraft',
          { image: 'mix-sweden' },
        ),
      ],
      explanation: [
        'Sweden’s electricity comes mainly from hydropower, nuclear power and wind power. Fossil fuels provide only a few percent.',
        'Sveriges el kommer främst från vattenkraft, kärnkraft och vindkraft. Fossila bränslen står bara för några få procent.',
      ],
    },
    {
      id: '1403',
      name: ['Without electricity', 'Utan el'],
      text: [
        'About how many people in the world live without electricity?',
        'Ungefär hur många människor i världen lever utan el?',
      ],
      answers: [
        far('About 70 million', 'Ungefär 70 miljoner'),
        right('About 700 million', 'Ungefär 700 miljoner'),
        far('About 3 billion', 'Ungefär 3 miljarder'),
      ],
      explanation: [
        'Roughly 700 million people still lack electricity, about 8 in 10 of them in sub-Saharan Africa.',
        'Ungefär 700 miljoner människor saknar fortfarande el, omkring 8 av 10 av dem i Afrika söder om Sahara.',
      ],
    },
    {
      id: '1404',
      name: ['Largest source of electricity', 'Största elkällan'],
      text: [
        "Which energy source produces the largest share of the world's electricity?",
        'Vilken energikälla producerar störst andel av världens el?',
      ],
      answers: [right('Coal', 'Kol'), wrong('Nuclear power', 'Kärnkraft'), far('Solar power', 'Solkraft')],
      explanation: [
        'Coal still produces about a third of the world’s electricity, followed by gas and hydropower.',
        'Kol producerar fortfarande ungefär en tredjedel av världens el, följt av gas och vattenkraft.',
      ],
    },
    {
      id: '1405',
      name: ['Renewable electricity', 'Förnybar el'],
      text: [
        "About what share of the world's electricity comes from renewable sources?",
        'Ungefär hur stor andel av världens el kommer från förnybara källor?',
      ],
      answers: [far('About 5%', 'Ungefär 5 %'), right('About 30%', 'Ungefär 30 %'), far('About 80%', 'Ungefär 80 %')],
      explanation: [
        'Hydropower, wind, solar and other renewables produced about 30% of the world’s electricity in 2023.',
        'Vattenkraft, vind, sol och andra förnybara källor producerade ungefär 30 procent av världens el år 2023.',
      ],
    },
    {
      id: '1406',
      name: ['Cheaper solar power', 'Billigare solkraft'],
      text: [
        'How has the cost of electricity from new solar power plants changed since 2010?',
        'Hur har kostnaden för el från nya solkraftverk förändrats sedan 2010?',
      ],
      image: 'solar-panel',
      answers: [
        far('It has doubled', 'Den har fördubblats'),
        wrong('It has fallen by about 10%', 'Den har sjunkit med ungefär 10 %'),
        right('It has fallen by about 90%', 'Den har sjunkit med ungefär 90 %'),
      ],
      explanation: [
        'Solar electricity has become about 90% cheaper since 2010, which is why it is now the fastest-growing source of power.',
        'Solel har blivit ungefär 90 procent billigare sedan 2010, och därför är den nu den snabbast växande kraftkällan.',
      ],
      extra: [
        'Prices fall as production grows: each doubling of installed solar capacity has cut module prices by roughly a fifth.',
        'Priserna sjunker när produktionen ökar: varje fördubbling av installerad solkraft har sänkt modulpriserna med ungefär en femtedel.',
      ],
    },
    {
      id: '1407',
      name: ['Most solar power', 'Mest solkraft'],
      text: ['Which country has the most installed solar power?', 'Vilket land har mest installerad solkraft?'],
      answers: [wrong('Germany', 'Tyskland'), right('China', 'Kina'), wrong('Spain', 'Spanien')],
      explanation: [
        'China has far more solar power installed than any other country, and builds most of the world’s solar panels.',
        'Kina har betydligt mer installerad solkraft än något annat land och tillverkar de flesta av världens solpaneler.',
      ],
    },
    {
      id: '1408',
      name: ['Nuclear power in Sweden', 'Kärnkraft i Sverige'],
      text: [
        'How many nuclear power plants are in operation in Sweden?',
        'Hur många kärnkraftverk är i drift i Sverige?',
      ],
      answers: [wrong('1', '1'), right('3', '3'), far('12', '12')],
      explanation: [
        'Forsmark, Ringhals and Oskarshamn are in operation, with six reactors in total.',
        'Forsmark, Ringhals och Oskarshamn är i drift, med sex reaktorer totalt.',
      ],
    },
    {
      id: '1409',
      name: ['Hydropower in Sweden', 'Vattenkraft i Sverige'],
      text: [
        "About how much of Sweden's electricity comes from hydropower in a normal year?",
        'Ungefär hur mycket av Sveriges el kommer från vattenkraft ett normalår?',
      ],
      answers: [far('About 5%', 'Ungefär 5 %'), right('About 40%', 'Ungefär 40 %'), wrong('About 80%', 'Ungefär 80 %')],
      explanation: [
        'Hydropower provides about 40% of Sweden’s electricity, mostly from rivers in the north.',
        'Vattenkraften står för ungefär 40 procent av Sveriges el, mest från älvar i norr.',
      ],
    },
    {
      id: '1410',
      name: ['Clean cooking', 'Ren matlagning'],
      text: [
        'About how many people cook with polluting fuels such as wood, charcoal or dung?',
        'Ungefär hur många människor lagar mat med förorenande bränslen som ved, träkol eller gödsel?',
      ],
      answers: [
        far('About 200 million', 'Ungefär 200 miljoner'),
        right('About 2 billion', 'Ungefär 2 miljarder'),
        far('About 6 billion', 'Ungefär 6 miljarder'),
      ],
      explanation: [
        'Around 2 billion people still lack access to clean cooking, which harms health through smoke inside the home.',
        'Omkring 2 miljarder människor saknar fortfarande tillgång till ren matlagning, vilket skadar hälsan genom rök inomhus.',
      ],
    },
    {
      id: '1411',
      name: ['Kilowatt-hour', 'Kilowattimme'],
      text: ['What does a kilowatt-hour (kWh) measure?', 'Vad mäter en kilowattimme (kWh)?'],
      answers: [right('Energy', 'Energi'), wrong('Power', 'Effekt'), wrong('Voltage', 'Spänning')],
      explanation: [
        'A kilowatt-hour is an amount of energy: a 1,000-watt device running for one hour uses 1 kWh.',
        'En kilowattimme är en mängd energi: en apparat på 1 000 watt som är igång i en timme använder 1 kWh.',
      ],
    },
    {
      id: '1412',
      name: ['Largest power station', 'Största kraftverket'],
      text: [
        'Where is the power station with the largest installed capacity in the world?',
        'Var ligger kraftverket med störst installerad effekt i världen?',
      ],
      answers: [
        right('The Three Gorges Dam in China', 'De tre ravinernas damm i Kina'),
        wrong('The Hoover Dam in the United States', 'Hooverdammen i USA'),
        wrong('Forsmark in Sweden', 'Forsmark i Sverige'),
      ],
      explanation: [
        'The Three Gorges hydropower plant on the Yangtze River has a capacity of about 22.5 gigawatts.',
        'Vattenkraftverket vid De tre ravinernas damm i Yangtzefloden har en effekt på ungefär 22,5 gigawatt.',
      ],
    },
    {
      id: '1413',
      name: ['Wind power in Sweden', 'Vindkraft i Sverige'],
      text: [
        "About how much of Sweden's electricity comes from wind power?",
        'Ungefär hur mycket av Sveriges el kommer från vindkraft?',
      ],
      answers: [far('About 1%', 'Ungefär 1 %'), right('About 20%', 'Ungefär 20 %'), far('About 60%', 'Ungefär 60 %')],
      explanation: [
        'Wind power has grown quickly and now provides around a fifth of Sweden’s electricity.',
        'Vindkraften har vuxit snabbt och står nu för omkring en femtedel av Sveriges el.',
      ],
    },
    {
      id: '1414',
      name: ['Electric cars', 'Elbilar'],
      text: [
        'About what share of new cars sold in the world in 2023 were electric?',
        'Ungefär hur stor andel av alla nya bilar som såldes i världen 2023 var elbilar?',
      ],
      answers: [
        far('About 1 in 100', 'Ungefär 1 av 100'),
        right('About 1 in 5', 'Ungefär 1 av 5'),
        wrong('More than half', 'Mer än hälften'),
      ],
      explanation: [
        'About 18% of new cars sold worldwide in 2023 were electric, according to the IEA. In Sweden the share is much higher.',
        'Ungefär 18 procent av alla nya bilar som såldes i världen 2023 var elbilar, enligt IEA. I Sverige är andelen mycket högre.',
      ],
    },
    {
      id: '1415',
      name: ['Largest oil producer', 'Största oljeproducenten'],
      text: ['Which country produces the most oil?', 'Vilket land producerar mest olja?'],
      answers: [wrong('Saudi Arabia', 'Saudiarabien'), right('United States', 'USA'), far('Norway', 'Norge')],
      explanation: [
        'The United States has been the largest oil producer since 2018, ahead of Saudi Arabia and Russia.',
        'USA har varit världens största oljeproducent sedan 2018, före Saudiarabien och Ryssland.',
      ],
    },
    {
      id: '1416',
      name: ['Largest renewable source', 'Största förnybara källan'],
      text: [
        'Which renewable source produces the most electricity in the world?',
        'Vilken förnybar källa producerar mest el i världen?',
      ],
      answers: [
        right('Hydropower', 'Vattenkraft'),
        wrong('Solar power', 'Solkraft'),
        wrong('Geothermal power', 'Geotermisk kraft'),
      ],
      explanation: [
        'Hydropower is still the largest renewable source of electricity, but wind and solar are growing much faster.',
        'Vattenkraft är fortfarande den största förnybara elkällan, men vind och sol växer mycket snabbare.',
      ],
    },
    {
      id: '1417',
      name: ['LED lamps', 'LED-lampor'],
      text: [
        'How much less electricity does an LED lamp use than an old incandescent bulb giving the same light?',
        'Hur mycket mindre el använder en LED-lampa än en gammal glödlampa som ger lika mycket ljus?',
      ],
      answers: [
        wrong('About 20% less', 'Ungefär 20 % mindre'),
        right('About 80% less', 'Ungefär 80 % mindre'),
        far('The same amount', 'Lika mycket'),
      ],
      explanation: [
        'LED lamps use roughly 75–80% less electricity and last many times longer.',
        'LED-lampor använder ungefär 75–80 procent mindre el och håller många gånger längre.',
      ],
    },
    {
      id: '1418',
      name: ['Sunlight travel time', 'Solljusets restid'],
      text: [
        'How long does it take for sunlight to reach the Earth?',
        'Hur lång tid tar det för solljuset att nå jorden?',
      ],
      answers: [
        far('About 8 seconds', 'Ungefär 8 sekunder'),
        right('About 8 minutes', 'Ungefär 8 minuter'),
        far('About 8 days', 'Ungefär 8 dagar'),
      ],
      explanation: [
        'Light from the Sun travels about 150 million kilometres in a little over 8 minutes.',
        'Ljuset från solen färdas ungefär 150 miljoner kilometer på drygt 8 minuter.',
      ],
    },
    {
      id: '1419',
      name: ['The energy goal', 'Energimålet'],
      text: ['What does Global Goal 7 aim for?', 'Vad är syftet med globala mål 7?'],
      answers: [
        wrong('Only nuclear power by 2030', 'Enbart kärnkraft till 2030'),
        right(
          'Affordable, reliable and clean energy for all',
          'Hållbar, tillförlitlig och modern energi till överkomligt pris för alla',
        ),
        far('Lower energy use in poor countries', 'Lägre energianvändning i fattiga länder'),
      ],
      explanation: [
        'Goal 7 is to ensure access to affordable, reliable, sustainable and modern energy for all by 2030.',
        'Mål 7 är att säkerställa att alla har tillgång till ekonomiskt överkomlig, tillförlitlig, hållbar och modern energi till 2030.',
      ],
    },
  ],
};
