import { far, right, wrong, type TopicSpec } from '../types.ts';

/**
 * A hidden topic (`isHidden: true`). It is still linked from a visible topic group and topic
 * list, so the exclusion is exercised, and the event `ARCHIVE-QUIZ` plays it; its questions
 * (9001–9005) appear nowhere else.
 */
export const retired: TopicSpec = {
  key: 'Retired',
  globalId: 'topic-retired',
  slug: 'retired-classics',
  name: ['Retired classics', 'Pensionerade klassiker'],
  description: [
    'Older questions that have been taken out of use. This topic is hidden.',
    'Äldre frågor som inte längre används. Det här ämnet är dolt.',
  ],
  category: 'archive',
  hidden: true,
  chapters: [],
  questions: [
    {
      id: '9001',
      name: ['Mobile phones (old)', 'Mobiltelefoner (gammal)'],
      text: [
        'Roughly how many mobile phone subscriptions are there in the world?',
        'Ungefär hur många mobilabonnemang finns det i världen?',
      ],
      answers: [
        far('About 80 million', 'Ungefär 80 miljoner'),
        wrong('About 800 million', 'Ungefär 800 miljoner'),
        right('About 8 billion', 'Ungefär 8 miljarder'),
      ],
      explanation: [
        'There are roughly as many mobile subscriptions as there are people.',
        'Det finns ungefär lika många mobilabonnemang som människor.',
      ],
    },
    {
      id: '9002',
      name: ['The Millennium Goals (old)', 'Millenniemålen (gammal)'],
      text: ['How many Millennium Development Goals were there?', 'Hur många millenniemål fanns det?'],
      answers: [right('8', '8'), wrong('10', '10'), wrong('17', '17')],
      explanation: [
        'There were eight Millennium Development Goals, from 2000 to 2015.',
        'Det fanns åtta millenniemål, från 2000 till 2015.',
      ],
    },
    {
      id: '9003',
      name: ['Capital of Sweden (old)', 'Sveriges huvudstad (gammal)'],
      text: ['What is the capital of Sweden?', 'Vad är Sveriges huvudstad?'],
      answers: [wrong('Gothenburg', 'Göteborg'), right('Stockholm', 'Stockholm'), wrong('Uppsala', 'Uppsala')],
      explanation: ['Stockholm is the capital of Sweden.', 'Stockholm är Sveriges huvudstad.'],
    },
    {
      id: '9004',
      name: ['Continents (old)', 'Världsdelar (gammal)'],
      text: ['On which continent is Kenya?', 'I vilken världsdel ligger Kenya?'],
      answers: [right('Africa', 'Afrika'), wrong('Asia', 'Asien'), far('Europe', 'Europa')],
      explanation: ['Kenya is in East Africa.', 'Kenya ligger i Östafrika.'],
    },
    {
      id: '9005',
      name: ['Boiling point (old)', 'Kokpunkt (gammal)'],
      text: [
        'At what temperature does water boil at sea level?',
        'Vid vilken temperatur kokar vatten vid havsytans nivå?',
      ],
      answers: [far('50 °C', '50 °C'), right('100 °C', '100 °C')],
      explanation: ['At normal air pressure water boils at 100 °C.', 'Vid normalt lufttryck kokar vatten vid 100 °C.'],
    },
  ],
};
