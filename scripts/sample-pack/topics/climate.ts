import type { TopicSpec } from '../types.ts';
import { climateQuestions } from './climate-questions.ts';

export const climate: TopicSpec = {
  key: 'Climate',
  globalId: 'topic-climate',
  slug: 'environment-climate',
  name: ['Environment and climate', 'Miljö och klimat'],
  description: [
    'Global warming, greenhouse gases, sea level and the agreements meant to stop climate change.',
    'Global uppvärmning, växthusgaser, havsnivåer och avtalen som ska stoppa klimatförändringarna.',
  ],
  category: 'planet',
  image: 'icon-climate',
  tags: ['sdg-world-13'],
  extraTestQuestions: ['8005'],
  chapters: [
    {
      name: ['A warming planet', 'En planet som blir varmare'],
      challenges: [
        {
          globalId: 'challenge-climate-basics',
          slug: 'climate-basics',
          title: ['Climate in numbers', 'Klimatet i siffror'],
          intro: [
            {
              title: ['A warming planet', 'En varmare planet'],
              body: [
                'The Earth is warmer now than at any time since measurements began. What do you know about the causes and the solutions?',
                'Jorden är varmare nu än någon gång sedan mätningarna började. Vad vet du om orsakerna och lösningarna?',
              ],
              image: 'thermometer',
            },
          ],
          outro: [
            {
              title: ['Challenge complete', 'Utmaningen är klar'],
              body: [
                'Knowing the numbers is the first step towards sensible climate action.',
                'Att känna till siffrorna är första steget mot kloka klimatåtgärder.',
              ],
            },
          ],
          combos: [
            {
              name: ['Temperatures and gases', 'Temperaturer och gaser'],
              questions: ['1301', '1302', '1309', '1316'],
              intro: {
                title: ['Part 1: the physics', 'Del 1: fysiken'],
                body: [
                  'Four questions about warming and greenhouse gases.',
                  'Fyra frågor om uppvärmning och växthusgaser.',
                ],
                image: 'thermometer',
              },
              outro: { title: ['Part 1 done', 'Del 1 klar'], body: ['Now for the emissions.', 'Nu till utsläppen.'] },
            },
            {
              name: ['Emissions', 'Utsläpp'],
              questions: ['1304', '1305', '1310', '1317'],
              intro: {
                title: ['Part 2: who emits?', 'Del 2: vem släpper ut?'],
                body: ['Countries, people and sectors.', 'Länder, människor och sektorer.'],
              },
              outro: {
                title: ['Part 2 done', 'Del 2 klar'],
                body: ['Last part: the agreements.', 'Sista delen: avtalen.'],
              },
            },
            {
              name: ['Agreements', 'Avtal'],
              questions: ['1303', '1308', '1319'],
              intro: {
                title: ['Part 3: what we agreed', 'Del 3: vad vi har kommit överens om'],
                body: [
                  'Three questions about climate and environment agreements.',
                  'Tre frågor om klimat- och miljöavtal.',
                ],
              },
              outro: { title: ['Part 3 done', 'Del 3 klar'], body: ['All done.', 'Allt klart.'] },
            },
          ],
        },
        {
          globalId: 'challenge-climate-archive',
          slug: 'climate-archive',
          title: ['Climate archive (hidden)', 'Klimatarkivet (dold)'],
          hidden: true,
          intro: [
            {
              title: ['Archived', 'Arkiverad'],
              body: [
                'An older version of the climate challenge, kept hidden.',
                'En äldre version av klimatutmaningen, som hålls dold.',
              ],
            },
          ],
          outro: [{ title: ['The end', 'Slut'], body: ['Thanks.', 'Tack.'] }],
          combos: [
            {
              name: ['Archive round', 'Arkivomgång'],
              questions: ['1306', '1307', '1318'],
              intro: { title: ['Archive round', 'Arkivomgång'], body: ['Three questions.', 'Tre frågor.'] },
              outro: { title: ['Done', 'Klart'], body: ['That was all.', 'Det var allt.'] },
            },
          ],
        },
      ],
    },
  ],
  questions: climateQuestions,
};
