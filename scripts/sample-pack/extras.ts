import { far, right, wrong, type QuestionSpec } from './types.ts';

/**
 * Deliberately excluded questions. Each is placed in a visible practice test (see the topics'
 * `extraTestQuestions`), so the visibility rules are exercised: 8001–8002 are hidden,
 * 8003–8004 are removed and 8005 is a draft that only preview mode shows.
 */
export const excludedQuestions: readonly QuestionSpec[] = [
  {
    id: '8001',
    name: ['Hidden: hospital beds', 'Dold: sjukhussängar'],
    text: [
      'About how many hospital beds per 1,000 people does the world have? (hidden question)',
      'Ungefär hur många sjukhussängar per 1 000 invånare finns det i världen? (dold fråga)',
    ],
    answers: [wrong('About 0.3', 'Ungefär 0,3'), right('About 3', 'Ungefär 3'), far('About 30', 'Ungefär 30')],
    explanation: [
      'This question is hidden while its data is checked.',
      'Den här frågan är dold medan dess data kontrolleras.',
    ],
    hidden: true,
  },
  {
    id: '8002',
    name: ['Hidden: goal icons', 'Dold: målikoner'],
    text: [
      'Who designed the Global Goals icons? (hidden question)',
      'Vem formgav ikonerna för de globala målen? (dold fråga)',
    ],
    answers: [right('A Swedish designer', 'En svensk formgivare'), wrong('A computer program', 'Ett datorprogram')],
    explanation: [
      'This question is hidden until it has been reviewed.',
      'Den här frågan är dold tills den har granskats.',
    ],
    hidden: true,
  },
  {
    id: '8003',
    name: ['Removed: population in 2000', 'Borttagen: befolkningen år 2000'],
    text: [
      'About how many people lived in the world in the year 2000? (removed question)',
      'Ungefär hur många människor levde i världen år 2000? (borttagen fråga)',
    ],
    answers: [
      wrong('About 4 billion', 'Ungefär 4 miljarder'),
      right('About 6 billion', 'Ungefär 6 miljarder'),
      far('About 10 billion', 'Ungefär 10 miljarder'),
    ],
    explanation: ['This question has been removed.', 'Den här frågan har tagits bort.'],
    removed: true,
  },
  {
    id: '8004',
    name: ['Removed: oil price', 'Borttagen: oljepriset'],
    text: [
      'What does a barrel of oil cost today? (removed question: the answer changes too often)',
      'Vad kostar ett fat olja i dag? (borttagen fråga: svaret ändras för ofta)',
    ],
    answers: [
      wrong('About 8 dollars', 'Ungefär 8 dollar'),
      right('It changes every day', 'Det ändras varje dag'),
      wrong('About 800 dollars', 'Ungefär 800 dollar'),
    ],
    explanation: [
      'This question has been removed because the answer changes too often.',
      'Den här frågan har tagits bort eftersom svaret ändras för ofta.',
    ],
    removed: true,
  },
  {
    id: '8005',
    name: ['Draft: methane sources', 'Utkast: metankällor'],
    text: [
      'Which human activity releases the most methane? (draft question)',
      'Vilken mänsklig verksamhet släpper ut mest metan? (utkast)',
    ],
    answers: [right('Agriculture', 'Jordbruk'), wrong('Aviation', 'Flyg'), far('Solar power', 'Solkraft')],
    explanation: [
      'Agriculture, especially livestock and rice, is the largest human source of methane.',
      'Jordbruket, särskilt boskap och risodling, är den största mänskliga källan till metan.',
    ],
    draft: true,
  },
];
