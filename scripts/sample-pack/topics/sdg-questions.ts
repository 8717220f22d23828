import { far, right, wrong, UN_SDGS, type QuestionSpec } from '../types.ts';

/** The questions of the sdg topic (its tests and challenges name them by id). */
export const sdgQuestions: readonly QuestionSpec[] = [
  {
    id: '1001',
    name: ['How many goals?', 'Hur många mål?'],
    text: [
      'How many sustainable development goals did the UN agree on in 2015?',
      'Hur många globala mål för hållbar utveckling enades FN om år 2015?',
    ],
    answers: [
      wrong('8', '8', {
        feedback: [
          'Eight was the number of Millennium Development Goals (2000–2015).',
          'Åtta var antalet millenniemål (2000–2015).',
        ],
      }),
      right('17', '17', {
        feedback: [
          'Right: 17 goals, from "No poverty" to "Partnerships for the goals".',
          'Rätt: 17 mål, från ”Ingen fattigdom” till ”Genomförande och globalt partnerskap”.',
        ],
      }),
      far('169', '169', {
        feedback: [
          '169 is the number of targets under the goals, not the number of goals.',
          '169 är antalet delmål, inte antalet mål.',
        ],
      }),
    ],
    explanation: [
      'There are 17 Global Goals. Together they have 169 targets that describe in more detail what should be achieved by 2030.',
      'Det finns 17 globala mål. Tillsammans har de 169 delmål som närmare beskriver vad som ska uppnås till 2030.',
    ],
    source: { href: UN_SDGS, en: 'United Nations: The 17 goals', sv: 'FN: De 17 målen (engelska)' },
  },
  {
    id: '1002',
    name: ['Year of adoption', 'Året målen antogs'],
    text: [
      'In which year were the Global Goals adopted by the UN General Assembly?',
      'Vilket år antogs de globala målen av FN:s generalförsamling?',
    ],
    answers: [
      wrong('2000', '2000', {
        feedback: ['In 2000 the Millennium Development Goals were agreed.', 'År 2000 antogs millenniemålen.'],
      }),
      right('2015', '2015'),
      far('2030', '2030', {
        feedback: ['2030 is the deadline, not the starting year.', '2030 är slutåret, inte startåret.'],
      }),
    ],
    explanation: [
      'World leaders adopted the 2030 Agenda with its 17 goals at a UN summit in New York in September 2015.',
      'Världens ledare antog Agenda 2030 med dess 17 mål vid ett FN-toppmöte i New York i september 2015.',
    ],
  },
  {
    id: '1003',
    name: ['Deadline of the goals', 'Målens slutår'],
    text: ['By which year should the Global Goals be achieved?', 'Till vilket år ska de globala målen vara uppnådda?'],
    answers: [right('2030', '2030'), wrong('2050', '2050'), far('2100', '2100')],
    explanation: [
      'The goals run from 2016 to 2030, which is why the plan is called the 2030 Agenda.',
      'Målen gäller från 2016 till 2030, och därför kallas planen Agenda 2030.',
    ],
  },
  {
    id: '1004',
    name: ['Number of targets', 'Antal delmål'],
    text: ['How many targets do the 17 goals have in total?', 'Hur många delmål har de 17 målen sammanlagt?'],
    answers: [far('17', '17'), wrong('50', '50'), right('169', '169')],
    explanation: [
      'Each goal is broken down into several targets, 169 in total, and the targets are followed up with over 200 indicators.',
      'Varje mål är uppdelat i flera delmål, 169 totalt, och delmålen följs upp med över 200 indikatorer.',
    ],
    extra: [
      'Targets are numbered by goal, for example 3.2 is the target to end preventable deaths of newborns and children under five.',
      'Delmålen numreras efter mål, till exempel är 3.2 delmålet att stoppa alla dödsfall som går att förebygga bland nyfödda och barn under fem år.',
    ],
  },
  {
    id: '1005',
    name: ['Countries behind the goals', 'Länderna bakom målen'],
    text: ['How many countries adopted the Global Goals?', 'Hur många länder antog de globala målen?'],
    answers: [
      wrong('About 50', 'Ungefär 50'),
      wrong('About 100', 'Ungefär 100'),
      right('All 193 UN member states', 'Alla FN:s 193 medlemsländer'),
    ],
    explanation: [
      'All 193 member states of the United Nations adopted the goals in 2015.',
      'Alla FN:s 193 medlemsländer antog målen år 2015.',
    ],
  },
  {
    id: '1006',
    name: ['Goal 1', 'Mål 1'],
    text: ['What is Goal 1 about?', 'Vad handlar mål 1 om?'],
    answers: [
      right('No poverty', 'Ingen fattigdom'),
      wrong('Climate action', 'Bekämpa klimatförändringarna'),
      wrong('Quality education', 'God utbildning för alla'),
    ],
    explanation: [
      'Goal 1 is to end poverty in all its forms everywhere.',
      'Mål 1 är att avskaffa all form av fattigdom överallt.',
    ],
    tags: ['sdg-world-01'],
  },
  {
    id: '1007',
    name: ['Goal 2', 'Mål 2'],
    text: ['Which goal is number 2?', 'Vilket mål är nummer 2?'],
    answers: [
      wrong('Gender equality', 'Jämställdhet'),
      right('Zero hunger', 'Ingen hunger'),
      wrong('Life on land', 'Ekosystem och biologisk mångfald'),
    ],
    explanation: [
      'Goal 2 is to end hunger, achieve food security and better nutrition, and promote sustainable agriculture.',
      'Mål 2 är att avskaffa hunger, uppnå tryggad livsmedelsförsörjning och bättre nutrition samt främja ett hållbart jordbruk.',
    ],
  },
  {
    id: '1008',
    name: ['Goal 13', 'Mål 13'],
    text: ['What is Goal 13 called?', 'Vad heter mål 13?'],
    answers: [
      wrong('Life below water', 'Hav och marina resurser'),
      wrong('Affordable and clean energy', 'Hållbar energi för alla'),
      right('Climate action', 'Bekämpa klimatförändringarna'),
    ],
    explanation: [
      'Goal 13 asks for urgent action to combat climate change and its impacts.',
      'Mål 13 handlar om att vidta omedelbara åtgärder mot klimatförändringarna och dess konsekvenser.',
    ],
    tags: ['sdg-world-13'],
  },
  {
    id: '1009',
    name: ['Goal 5', 'Mål 5'],
    text: [
      'Which goal is about equal rights and opportunities for women and girls?',
      'Vilket mål handlar om lika rättigheter och möjligheter för kvinnor och flickor?',
    ],
    answers: [
      right('Goal 5: Gender equality', 'Mål 5: Jämställdhet'),
      wrong('Goal 10: Reduced inequalities', 'Mål 10: Minskad ojämlikhet'),
      far('Goal 14: Life below water', 'Mål 14: Hav och marina resurser'),
    ],
    explanation: [
      'Goal 5 is gender equality. Goal 10 is about inequality within and between countries more broadly.',
      'Mål 5 är jämställdhet. Mål 10 handlar mer brett om ojämlikhet inom och mellan länder.',
    ],
  },
  {
    id: '1010',
    name: ['The last goal', 'Det sista målet'],
    text: ['What is the 17th and last goal about?', 'Vad handlar det 17:e och sista målet om?'],
    answers: [
      wrong('Peace and justice', 'Fredliga och inkluderande samhällen'),
      right('Partnerships for the goals', 'Genomförande och globalt partnerskap'),
      wrong('Sustainable cities', 'Hållbara städer och samhällen'),
    ],
    explanation: [
      'Goal 17 is about working together: financing, technology, trade and data that make the other goals possible.',
      'Mål 17 handlar om att samarbeta: finansiering, teknik, handel och data som gör de andra målen möjliga.',
    ],
  },
  {
    id: '1011',
    name: ['Before the Global Goals', 'Före de globala målen'],
    text: ['What came before the Global Goals?', 'Vad kom före de globala målen?'],
    answers: [
      right('The Millennium Development Goals', 'Millenniemålen'),
      wrong('The Kyoto Protocol', 'Kyotoprotokollet'),
      far('The Olympic Charter', 'Olympiska stadgan'),
    ],
    explanation: [
      'The eight Millennium Development Goals ran from 2000 to 2015 and focused mainly on poorer countries. The Global Goals apply to all countries.',
      'De åtta millenniemålen gällde 2000–2015 och riktade sig främst till fattigare länder. De globala målen gäller alla länder.',
    ],
  },
  {
    id: '1012',
    name: ['Hunger in the world', 'Hungern i världen'],
    text: [
      'Roughly how many people in the world were undernourished in 2023?',
      'Ungefär hur många människor i världen var undernärda år 2023?',
    ],
    answers: [
      far('About 70 million', 'Ungefär 70 miljoner'),
      right('About 730 million', 'Ungefär 730 miljoner'),
      far('About 3 billion', 'Ungefär 3 miljarder'),
    ],
    explanation: [
      'The UN estimates that between about 710 and 760 million people faced hunger in 2023, roughly one in eleven people.',
      'FN uppskattar att mellan ungefär 710 och 760 miljoner människor led av hunger år 2023, ungefär var elfte människa.',
    ],
    tags: ['sdg-world-02'],
  },
  {
    id: '1013',
    name: ['Goal 3', 'Mål 3'],
    text: ['What is Goal 3 about?', 'Vad handlar mål 3 om?'],
    answers: [
      wrong('Decent work and economic growth', 'Anständiga arbetsvillkor och ekonomisk tillväxt'),
      wrong('Industry and innovation', 'Hållbar industri, innovationer och infrastruktur'),
      right('Good health and well-being', 'Hälsa och välbefinnande'),
    ],
    explanation: [
      'Goal 3 is to ensure healthy lives and promote well-being for all at all ages.',
      'Mål 3 är att säkerställa att alla kan leva ett hälsosamt liv och verka för alla människors välbefinnande i alla åldrar.',
    ],
    tags: ['sdg-world-03'],
  },
  {
    id: '1014',
    name: ['Name of the plan', 'Planens namn'],
    text: [
      'What is the UN plan that contains the 17 goals usually called?',
      'Vad kallas FN-planen som innehåller de 17 målen?',
    ],
    answers: [
      right('The 2030 Agenda', 'Agenda 2030'),
      wrong('The Paris Agreement', 'Parisavtalet'),
      wrong('The Green Deal', 'Den gröna given'),
    ],
    explanation: [
      'The full name is "Transforming our world: the 2030 Agenda for Sustainable Development". The Paris Agreement is a separate climate treaty from the same year.',
      'Det fullständiga namnet är ”Att förändra vår värld: Agenda 2030 för hållbar utveckling”. Parisavtalet är ett separat klimatavtal från samma år.',
    ],
  },
  {
    id: '1015',
    name: ['The core promise', 'Det centrala löftet'],
    text: ['Which promise runs through all of the Global Goals?', 'Vilket löfte genomsyrar alla de globala målen?'],
    answers: [
      wrong('Growth before everything', 'Tillväxt före allt annat'),
      right('Leave no one behind', 'Ingen ska lämnas utanför'),
      far('Rich countries first', 'De rika länderna först'),
    ],
    explanation: [
      'The 2030 Agenda promises to "leave no one behind": the goals should be met for all groups of people, starting with those furthest behind.',
      'Agenda 2030 lovar att ”ingen ska lämnas utanför”: målen ska nås för alla grupper av människor, med början hos dem som har det sämst.',
    ],
  },
  {
    id: '1016',
    name: ['Goal 14', 'Mål 14'],
    text: ['Goal 14 is about...', 'Mål 14 handlar om …'],
    answers: [
      right('Life below water', 'Hav och marina resurser'),
      wrong('Life on land', 'Ekosystem och biologisk mångfald'),
      wrong('Clean water and sanitation', 'Rent vatten och sanitet för alla'),
    ],
    explanation: [
      'Goal 14 is to conserve and sustainably use the oceans, seas and marine resources.',
      'Mål 14 är att bevara och nyttja haven och de marina resurserna på ett hållbart sätt.',
    ],
  },
  {
    id: '1017',
    name: ['The water goal', 'Vattenmålet'],
    text: ['Which goal is about clean water and sanitation?', 'Vilket mål handlar om rent vatten och sanitet?'],
    answers: [wrong('Goal 2', 'Mål 2'), right('Goal 6', 'Mål 6'), wrong('Goal 12', 'Mål 12')],
    explanation: [
      'Goal 6 is to ensure available and sustainable water and sanitation for all.',
      'Mål 6 är att säkerställa tillgången till och en hållbar förvaltning av vatten och sanitet för alla.',
    ],
    tags: ['sdg-world-06'],
  },
  {
    id: '1018',
    name: ['Colours of the goals'],
    text: ['Each goal has its own colour in the Global Goals icons. How many different colours are there?'],
    answers: [wrong('5', '5'), wrong('10', '10'), right('17', '17')],
    explanation: [
      'Each of the 17 goals has its own colour and icon. Together the colours form the well-known Global Goals wheel.',
      'Vart och ett av de 17 målen har en egen färg och ikon. Tillsammans bildar färgerna det välkända hjulet för de globala målen.',
    ],
  },
  {
    id: '1019',
    name: ['Top of the SDG Index', 'Etta i SDG-index'],
    text: [
      'Which country has topped the SDG Index of the Sustainable Development Report every year since 2021?',
      'Vilket land har toppat SDG-indexet i Sustainable Development Report varje år sedan 2021?',
    ],
    answers: [wrong('Sweden', 'Sverige'), right('Finland', 'Finland'), wrong('Norway', 'Norge')],
    explanation: [
      'Finland has ranked first, with Sweden and Denmark close behind. Even the top countries are far from reaching all 17 goals.',
      'Finland har legat etta, med Sverige och Danmark tätt efter. Inte ens länderna i toppen är i närheten av att nå alla 17 mål.',
    ],
    extra: [
      'The Sustainable Development Report is published every year by the UN Sustainable Development Solutions Network (SDSN).',
      'Sustainable Development Report ges ut varje år av FN:s nätverk Sustainable Development Solutions Network (SDSN).',
    ],
  },
];
