import type { TopicSpec } from '../types.ts';
import { sdgQuestions } from './sdg-questions.ts';

/** The course on the UN sustainable development goals (slug `sdg-course`). */
export const sdg: TopicSpec = {
  key: 'Sdg',
  globalId: 'topic-sdg',
  slug: 'sdg-course',
  name: ['The Global Goals course', 'Kursen om de globala målen'],
  description: [
    'A short course on the 17 UN sustainable development goals: what they are, when they were agreed and what they aim for by 2030.',
    'En kort kurs om FN:s 17 globala mål för hållbar utveckling: vad de är, när de antogs och vad de ska uppnå till 2030.',
  ],
  category: 'course',
  image: 'icon-sdg',
  tags: ['sdg-course'],
  extraTestQuestions: ['8002'],
  chapters: [
    {
      name: ['Meet the goals', 'Möt målen'],
      challenges: [
        {
          globalId: 'challenge-sdg-basics',
          slug: 'sdg-basics',
          title: ['The Global Goals in ten minutes', 'De globala målen på tio minuter'],
          intro: [
            {
              title: ['Welcome to the course', 'Välkommen till kursen'],
              body: [
                'In 2015 all UN member states agreed on 17 goals for a better world by 2030. Let us see how much you already know.',
                'År 2015 enades alla FN:s medlemsländer om 17 mål för en bättre värld till 2030. Nu ska vi se hur mycket du redan kan.',
              ],
              image: 'icon-sdg',
            },
            {
              title: ['How it works', 'Så här går det till'],
              body: [
                'The challenge has three short parts. Answer each question, read the explanations and learn as you go.',
                'Utmaningen har tre korta delar. Svara på varje fråga, läs förklaringarna och lär dig under tiden.',
              ],
            },
          ],
          outro: [
            {
              title: ['Challenge complete', 'Utmaningen är klar'],
              body: [
                'Well done! You now know the basics of the Global Goals. Continue with the chapter on the goals in depth.',
                'Bra jobbat! Nu kan du grunderna om de globala målen. Fortsätt med kapitlet om målen på djupet.',
              ],
            },
          ],
          combos: [
            {
              name: ['Numbers behind the goals', 'Siffrorna bakom målen'],
              questions: ['1001', '1002', '1003', '1004'],
              intro: {
                title: ['Part 1: the numbers', 'Del 1: siffrorna'],
                body: [
                  'Four questions about how many goals there are and when they should be reached.',
                  'Fyra frågor om hur många målen är och när de ska nås.',
                ],
              },
              outro: {
                title: ['Part 1 done', 'Del 1 klar'],
                body: ['Good start. Next: what the goals are called.', 'Bra start. Nästa del: vad målen heter.'],
              },
            },
            {
              name: ['Name that goal', 'Vilket mål är det?'],
              questions: ['1006', '1007', '1008', '1009', '1010'],
              intro: {
                title: ['Part 2: the names', 'Del 2: namnen'],
                body: [
                  'Each goal has a short name. Can you match the numbers and the names?',
                  'Varje mål har ett kort namn. Kan du para ihop nummer och namn?',
                ],
              },
              outro: {
                title: ['Part 2 done', 'Del 2 klar'],
                body: ['One part left.', 'En del kvar.'],
              },
            },
            {
              name: ['Before and after 2015', 'Före och efter 2015'],
              questions: ['1005', '1011', '1014'],
              intro: {
                title: ['Part 3: the history', 'Del 3: historien'],
                body: [
                  'The Global Goals built on earlier work. Three questions about where they came from.',
                  'De globala målen bygger på tidigare arbete. Tre frågor om var de kommer ifrån.',
                ],
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
    {
      name: ['The goals in depth', 'Målen på djupet'],
      challenges: [
        {
          globalId: 'challenge-sdg-people-planet',
          slug: 'sdg-people-planet',
          title: ['People and planet', 'Människor och planeten'],
          intro: [
            {
              title: ['People and planet', 'Människor och planeten'],
              body: [
                'The goals cover both human well-being and the health of the planet. This challenge looks at a few of them more closely.',
                'Målen handlar både om människors välfärd och om planetens hälsa. Den här utmaningen tittar närmare på några av dem.',
              ],
            },
          ],
          outro: [
            {
              title: ['Great work', 'Snyggt jobbat'],
              body: [
                'You have finished the course challenges. Try the diploma test to earn your certificate.',
                'Du har klarat kursens utmaningar. Gör diplomprovet för att få ditt certifikat.',
              ],
              image: 'icon-sdg',
            },
          ],
          combos: [
            {
              name: ['Hunger and health', 'Hunger och hälsa'],
              questions: ['1012', '1013', '1015', '1016'],
              intro: {
                title: ['People first', 'Människorna först'],
                body: [
                  'Questions about hunger, health and the promise to leave no one behind.',
                  'Frågor om hunger, hälsa och löftet att ingen ska lämnas utanför.',
                ],
              },
              outro: {
                title: ['Halfway', 'Halvvägs'],
                body: [
                  'Now over to water and the ranking of countries.',
                  'Nu över till vatten och rankningen av länder.',
                ],
              },
            },
            {
              name: ['Water and progress', 'Vatten och framsteg'],
              questions: ['1017', '1018', '1019'],
              intro: {
                title: ['Measuring progress', 'Att mäta framsteg'],
                body: [
                  'How do we know if the world is on track? Three questions.',
                  'Hur vet vi om världen är på rätt väg? Tre frågor.',
                ],
              },
              outro: {
                title: ['Done', 'Klart'],
                body: ['That was the final part.', 'Det var sista delen.'],
              },
            },
          ],
        },
        {
          globalId: 'challenge-sdg-next-steps',
          slug: 'sdg-next-steps',
          title: ['Next steps for the goals (draft)', 'Nästa steg för målen (utkast)'],
          draft: true,
          intro: [
            {
              title: ['Coming soon', 'Kommer snart'],
              body: ['This challenge is still being written.', 'Den här utmaningen håller fortfarande på att skrivas.'],
            },
          ],
          outro: [
            { title: ['Thanks', 'Tack'], body: ['Thanks for previewing.', 'Tack för att du förhandsgranskade.'] },
          ],
          combos: [
            {
              name: ['Draft round', 'Utkastomgång'],
              questions: ['1003', '1015', '1019'],
              intro: { title: ['Draft round', 'Utkastomgång'], body: ['Three questions.', 'Tre frågor.'] },
              outro: { title: ['End of draft', 'Slut på utkastet'], body: ['More to come.', 'Mer kommer.'] },
            },
          ],
        },
      ],
    },
  ],
  questions: sdgQuestions,
};
