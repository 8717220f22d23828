import type { TopicSpec } from '../types.ts';
import { healthQuestions } from './health-questions.ts';

export const health: TopicSpec = {
  key: 'Health',
  globalId: 'topic-health',
  slug: 'global-health',
  name: ['Global health', 'Global hälsa'],
  description: [
    'Life expectancy, child mortality, vaccines and the diseases that still kill the most people. How healthy is the world today?',
    'Livslängd, barnadödlighet, vacciner och de sjukdomar som fortfarande dödar flest. Hur frisk är världen i dag?',
  ],
  category: 'people',
  image: 'icon-health',
  tags: ['sdg-world-03'],
  extraTestQuestions: ['8001'],
  chapters: [
    {
      name: ['Living longer', 'Att leva längre'],
      challenges: [
        {
          globalId: 'challenge-health-basics',
          slug: 'health-basics',
          title: ['How healthy is the world?', 'Hur frisk är världen?'],
          videoUrl: 'https://www.youtube.com/watch?v=jbkSRLYSojo',
          videoName: [
            "Hans Rosling's 200 Countries, 200 Years, 4 Minutes",
            'Hans Rosling: 200 länder, 200 år, 4 minuter',
          ],
          intro: [
            {
              title: ['Health then and now', 'Hälsa förr och nu'],
              body: [
                'Two hundred years ago most people died young. Watch the short video, then test what you know about health today.',
                'För tvåhundra år sedan dog de flesta unga. Titta på den korta filmen och testa sedan vad du vet om hälsa i dag.',
              ],
              image: 'icon-health',
            },
          ],
          outro: [
            {
              title: ['Healthier than you thought?', 'Friskare än du trodde?'],
              body: [
                'Most people underestimate how much global health has improved. Now you know better.',
                'De flesta underskattar hur mycket den globala hälsan har förbättrats. Nu vet du bättre.',
              ],
            },
          ],
          combos: [
            {
              name: ['Life and death in numbers', 'Liv och död i siffror'],
              questions: ['1101', '1102', '1103', '1104'],
              intro: {
                title: ['Part 1: life expectancy', 'Del 1: livslängd'],
                body: [
                  'Four questions about how long we live and how many children survive.',
                  'Fyra frågor om hur länge vi lever och hur många barn som överlever.',
                ],
              },
              outro: {
                title: ['Part 1 done', 'Del 1 klar'],
                body: ['Next up: diseases.', 'Nästa del: sjukdomar.'],
              },
            },
            {
              name: ['Diseases', 'Sjukdomar'],
              questions: ['1106', '1107', '1108', '1112', '1119'],
              intro: {
                title: ['Part 2: diseases', 'Del 2: sjukdomar'],
                body: [
                  'Some diseases are gone, some are still with us. Five questions.',
                  'Vissa sjukdomar är borta, andra finns kvar. Fem frågor.',
                ],
              },
              outro: {
                title: ['Part 2 done', 'Del 2 klar'],
                body: ['You made it through the diseases.', 'Du tog dig igenom sjukdomarna.'],
              },
            },
          ],
        },
        {
          globalId: 'challenge-health-myths',
          slug: 'health-myths',
          title: ['Health myths (not published)', 'Myter om hälsa (ej publicerad)'],
          unpublished: true,
          intro: [
            {
              title: ['Health myths', 'Myter om hälsa'],
              body: [
                'A challenge about common misconceptions. Not yet published.',
                'En utmaning om vanliga missuppfattningar. Ännu inte publicerad.',
              ],
            },
          ],
          outro: [{ title: ['The end', 'Slut'], body: ['Thanks for playing.', 'Tack för att du spelade.'] }],
          combos: [
            {
              name: ['Myths', 'Myter'],
              questions: ['1109', '1110', '1111'],
              intro: { title: ['Myth or fact?', 'Myt eller fakta?'], body: ['Three questions.', 'Tre frågor.'] },
              outro: { title: ['Done', 'Klart'], body: ['That was all.', 'Det var allt.'] },
            },
          ],
        },
      ],
    },
  ],
  questions: healthQuestions,
};
