import { far, right, wrong, GAPMINDER, type TopicSpec } from '../types.ts';

/** The one visible topic without a diploma test. */
export const nature: TopicSpec = {
  key: 'Nature',
  globalId: 'topic-nature',
  slug: 'nature-biodiversity',
  name: ['Nature and biodiversity', 'Natur och biologisk mångfald'],
  description: [
    'Forests, wild animals and protected areas. Practice only: this topic has no certificate test.',
    'Skogar, vilda djur och skyddade områden. Bara övning: det här ämnet har inget certifikatprov.',
  ],
  category: 'planet',
  image: 'icon-nature',
  tags: ['sdg-world-15'],
  twoTests: true,
  noDiploma: true,
  chapters: [
    {
      name: ['Life on land', 'Livet på land'],
      challenges: [
        {
          globalId: 'challenge-nature-basics',
          slug: 'nature-basics',
          title: ['Into the wild', 'Ut i det vilda'],
          intro: [
            {
              title: ['Into the wild', 'Ut i det vilda'],
              body: [
                'Forests cover almost a third of the land on Earth. How are nature and wildlife doing?',
                'Skogar täcker nästan en tredjedel av jordens landyta. Hur mår naturen och de vilda djuren?',
              ],
              image: 'icon-nature',
            },
          ],
          outro: [
            {
              title: ['Back from the wild', 'Tillbaka från det vilda'],
              body: ['You finished the nature challenge.', 'Du har klarat naturutmaningen.'],
            },
          ],
          combos: [
            {
              name: ['Forests and protected areas', 'Skogar och skyddade områden'],
              questions: ['1801', '1802', '1803', '1806'],
              intro: {
                title: ['Part 1: forests', 'Del 1: skogar'],
                body: ['Four questions about forests and nature protection.', 'Fyra frågor om skogar och naturskydd.'],
              },
              outro: { title: ['Part 1 done', 'Del 1 klar'], body: ['Next: the animals.', 'Nästa del: djuren.'] },
            },
            {
              name: ['Animals', 'Djur'],
              questions: ['1804', '1805', '1808', '1818'],
              intro: {
                title: ['Part 2: animals', 'Del 2: djur'],
                body: ['Endangered species and wildlife populations.', 'Utrotningshotade arter och vilda djurbestånd.'],
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
      id: '1801',
      name: ["The world's forests", 'Världens skogar'],
      text: [
        "About how much of the world's land area is covered by forest?",
        'Ungefär hur stor del av världens landyta täcks av skog?',
      ],
      answers: [far('About 5%', 'Ungefär 5 %'), right('About 31%', 'Ungefär 31 %'), wrong('About 60%', 'Ungefär 60 %')],
      explanation: [
        'According to the FAO, forests cover about 31% of the land, around 4 billion hectares.',
        'Enligt FAO täcker skogar ungefär 31 procent av landytan, omkring 4 miljarder hektar.',
      ],
    },
    {
      id: '1802',
      name: ['Protected land', 'Skyddad mark'],
      text: [
        "About how much of the world's land is in protected areas such as national parks?",
        'Ungefär hur stor del av världens landyta är skyddad, till exempel som nationalpark?',
      ],
      answers: [far('About 3%', 'Ungefär 3 %'), right('About 17%', 'Ungefär 17 %'), far('About 50%', 'Ungefär 50 %')],
      explanation: [
        'About 17% of the world’s land and inland waters are protected areas.',
        'Ungefär 17 procent av världens land och inlandsvatten är skyddade områden.',
      ],
    },
    {
      id: '1803',
      name: ['The 30 by 30 target', 'Målet 30 till 30'],
      text: [
        'What did the world agree in the Kunming-Montreal biodiversity framework of 2022?',
        'Vad enades världen om i Kunming-Montreal-ramverket för biologisk mångfald år 2022?',
      ],
      answers: [
        right('To protect 30% of land and sea by 2030', 'Att skydda 30 % av land och hav till 2030'),
        wrong('To plant 30 billion trees by 2030', 'Att plantera 30 miljarder träd till 2030'),
        far('To stop all fishing by 2030', 'Att stoppa allt fiske till 2030'),
      ],
      explanation: [
        'The "30 by 30" target aims to conserve at least 30% of the world’s land and ocean by 2030.',
        'Målet ”30 till 30” innebär att minst 30 procent av världens land och hav ska bevaras till 2030.',
      ],
    },
    {
      id: '1804',
      name: ['Species at risk', 'Hotade arter'],
      text: [
        'According to the IPBES biodiversity panel, about how many species are threatened with extinction?',
        'Enligt den mellanstatliga panelen för biologisk mångfald (IPBES), ungefär hur många arter hotas av utrotning?',
      ],
      answers: [
        far('About 1,000', 'Ungefär 1 000'),
        wrong('About 10,000', 'Ungefär 10 000'),
        right('About 1 million', 'Ungefär 1 miljon'),
      ],
      explanation: [
        'The IPBES report of 2019 estimated that about 1 million animal and plant species are threatened with extinction.',
        'IPBES-rapporten från 2019 uppskattade att ungefär 1 miljon djur- och växtarter hotas av utrotning.',
      ],
    },
    {
      id: '1805',
      name: ['Tigers, pandas and rhinos', 'Tigrar, pandor och noshörningar'],
      text: [
        'In 1996, tigers, giant pandas and black rhinos were all on the IUCN list of threatened species. How many of these three species are more critically endangered today?',
        'År 1996 fanns tigrar, jättepandor och spetsnoshörningar alla på IUCN:s lista över hotade arter. Hur många av dessa tre arter är mer akut hotade i dag?',
      ],
      answers: [
        far('Two of them', 'Två av dem'),
        wrong('One of them', 'En av dem'),
        right('None of them', 'Ingen av dem', {
          feedback: ['Right. Conservation has worked for all three.', 'Rätt. Naturskyddet har fungerat för alla tre.'],
        }),
      ],
      explanation: [
        'None of them is more threatened than in 1996. The giant panda has even been moved to a lower threat category.',
        'Ingen av dem är mer hotad än 1996. Jättepandan har till och med flyttats till en lägre hotkategori.',
      ],
      source: {
        href: GAPMINDER,
        en: 'Gapminder: the misconception study',
        sv: 'Gapminder: studien om missuppfattningar',
      },
    },
    {
      id: '1806',
      name: ['Forest in Sweden', 'Skog i Sverige'],
      text: ["About how much of Sweden's land area is forest?", 'Ungefär hur stor del av Sveriges landyta är skog?'],
      answers: [
        wrong('About a quarter', 'Ungefär en fjärdedel'),
        right('About two thirds', 'Ungefär två tredjedelar'),
        far('About 95%', 'Ungefär 95 %'),
      ],
      explanation: [
        'About 69% of Sweden’s land area is forest land, one of the highest shares in Europe.',
        'Ungefär 69 procent av Sveriges landyta är skogsmark, en av de högsta andelarna i Europa.',
      ],
    },
    {
      id: '1807',
      name: ['Pollinators', 'Pollinerare'],
      text: [
        'About how many of the main types of food crops benefit from pollination by animals such as bees?',
        'Ungefär hur många av de viktigaste typerna av matgrödor gynnas av pollinering från djur som bin?',
      ],
      answers: [
        far('About 5%', 'Ungefär 5 %'),
        wrong('About a quarter', 'Ungefär en fjärdedel'),
        right('About three quarters', 'Ungefär tre fjärdedelar'),
      ],
      explanation: [
        'More than 75% of the leading types of food crops depend at least partly on animal pollination.',
        'Mer än 75 procent av de viktigaste typerna av matgrödor är åtminstone delvis beroende av pollinering från djur.',
      ],
    },
    {
      id: '1808',
      name: ['Wild mammals', 'Vilda däggdjur'],
      text: [
        'Measured by weight, about what share of all mammals on Earth are wild?',
        'Mätt i vikt, ungefär hur stor andel av alla däggdjur på jorden är vilda?',
      ],
      answers: [right('About 4%', 'Ungefär 4 %'), wrong('About 40%', 'Ungefär 40 %'), far('About 90%', 'Ungefär 90 %')],
      explanation: [
        'By weight, livestock make up about 60% of all mammals and humans about 36%. Wild mammals are only about 4%.',
        'Räknat i vikt utgör boskap ungefär 60 procent av alla däggdjur och människor ungefär 36 procent. Vilda däggdjur är bara ungefär 4 procent.',
      ],
      extra: [
        'The estimate comes from a 2018 study that tried to weigh all life on Earth.',
        'Uppskattningen kommer från en studie från 2018 som försökte väga allt liv på jorden.',
      ],
    },
    {
      id: '1809',
      name: ['Largest rainforest', 'Största regnskogen'],
      text: ['Which is the largest tropical rainforest in the world?', 'Vilken är världens största tropiska regnskog?'],
      answers: [
        wrong('The Congo rainforest', 'Kongos regnskog'),
        right('The Amazon', 'Amazonas'),
        wrong('The rainforest of Borneo', 'Borneos regnskog'),
      ],
      explanation: [
        'The Amazon rainforest covers about 5.5 million square kilometres, mostly in Brazil.',
        'Amazonas regnskog täcker ungefär 5,5 miljoner kvadratkilometer, mest i Brasilien.',
      ],
    },
    {
      id: '1810',
      name: ['The largest reef', 'Det största revet'],
      text: ['Off which country is the Great Barrier Reef?', 'Utanför vilket land ligger Stora barriärrevet?'],
      answers: [right('Australia', 'Australien'), wrong('Brazil', 'Brasilien'), wrong('Indonesia', 'Indonesien')],
      explanation: [
        'The Great Barrier Reef, off north-east Australia, is the largest coral reef system in the world.',
        'Stora barriärrevet utanför Australiens nordöstra kust är världens största korallrevssystem.',
      ],
    },
    {
      id: '1811',
      name: ['First national parks', 'De första nationalparkerna'],
      text: [
        'In which year did Sweden create its first national parks, the first in Europe?',
        'Vilket år inrättade Sverige sina första nationalparker, de första i Europa?',
      ],
      answers: [far('1809', '1809'), right('1909', '1909'), wrong('1979', '1979')],
      explanation: [
        'In 1909 Sweden created nine national parks, including Sarek and Abisko.',
        'År 1909 inrättade Sverige nio nationalparker, bland annat Sarek och Abisko.',
      ],
    },
    {
      id: '1812',
      name: ['Allemansrätten', 'Allemansrätten'],
      text: ['What is the Swedish "allemansrätten"?', 'Vad är allemansrätten?'],
      answers: [
        wrong('A right to hunt anywhere', 'En rätt att jaga var som helst'),
        right('The right of public access to nature', 'Rätten för alla att vistas i naturen'),
        far('A tax on forest owners', 'En skatt för skogsägare'),
      ],
      explanation: [
        'The right of public access lets everyone walk, camp for a night and pick berries in nature, as long as they show consideration.',
        'Allemansrätten gör att alla får vandra, tälta en natt och plocka bär i naturen, så länge man visar hänsyn.',
      ],
    },
    {
      id: '1813',
      name: ["Sweden's largest land animal", 'Sveriges största landdjur'],
      text: ['Which is the largest land animal in Sweden?', 'Vilket är Sveriges största landdjur?'],
      answers: [wrong('The brown bear', 'Björnen'), right('The moose', 'Älgen'), wrong('The reindeer', 'Renen')],
      explanation: [
        'A male moose can weigh up to about 500 kilograms, more than a brown bear.',
        'En älgtjur kan väga upp till ungefär 500 kilo, mer än en björn.',
      ],
    },
    {
      id: '1814',
      name: ['The largest animal', 'Det största djuret'],
      text: ['Which is the largest animal that has ever lived?', 'Vilket är det största djuret som någonsin har levt?'],
      answers: [
        wrong('The African elephant', 'Den afrikanska elefanten'),
        wrong('Tyrannosaurus rex', 'Tyrannosaurus rex'),
        right('The blue whale', 'Blåvalen'),
      ],
      explanation: [
        'Blue whales can be about 30 metres long and weigh well over 100 tonnes.',
        'Blåvalar kan bli ungefär 30 meter långa och väga långt över 100 ton.',
      ],
    },
    {
      id: '1815',
      name: ['Known species', 'Kända arter'],
      text: [
        'About how many species have scientists described so far?',
        'Ungefär hur många arter har forskarna beskrivit hittills?',
      ],
      answers: [
        far('About 20,000', 'Ungefär 20 000'),
        right('About 2 million', 'Ungefär 2 miljoner'),
        far('About 2 billion', 'Ungefär 2 miljarder'),
      ],
      explanation: [
        'About 2 million species have been described, but there are probably many millions more that are not yet known.',
        'Ungefär 2 miljoner arter har beskrivits, men det finns troligen många miljoner fler som ännu inte är kända.',
      ],
    },
    {
      id: '1816',
      name: ['Biodiversity', 'Biologisk mångfald'],
      text: ['What does "biodiversity" mean?', 'Vad betyder ”biologisk mångfald”?'],
      answers: [
        right('The variety of life: genes, species and ecosystems', 'Variationen av liv: gener, arter och ekosystem'),
        wrong('The number of trees in a forest', 'Antalet träd i en skog'),
        wrong('Organic farming', 'Ekologiskt jordbruk'),
      ],
      explanation: [
        'Biodiversity is the variety of all living things, from genes within a species to whole ecosystems.',
        'Biologisk mångfald är variationen hos allt levande, från gener inom en art till hela ekosystem.',
      ],
    },
    {
      id: '1817',
      name: ['Birds of North America', 'Nordamerikas fåglar'],
      text: [
        'Since 1970, about how many breeding birds has North America lost?',
        'Ungefär hur många häckande fåglar har Nordamerika förlorat sedan 1970?',
      ],
      answers: [
        far('About 3 thousand', 'Ungefär 3 tusen'),
        wrong('About 3 million', 'Ungefär 3 miljoner'),
        right('About 3 billion', 'Ungefär 3 miljarder'),
      ],
      explanation: [
        'A 2019 study found that North America has about 3 billion fewer birds than in 1970, more than a quarter of the total.',
        'En studie från 2019 visade att Nordamerika har ungefär 3 miljarder färre fåglar än 1970, mer än en fjärdedel av alla.',
      ],
    },
    {
      id: '1818',
      name: ['The Living Planet Index', 'Living Planet-index'],
      text: [
        'According to WWF’s Living Planet Index, how much have monitored wildlife populations declined on average since 1970?',
        'Enligt WWF:s Living Planet-index, hur mycket har de övervakade bestånden av vilda djur minskat i genomsnitt sedan 1970?',
      ],
      answers: [far('About 7%', 'Ungefär 7 %'), wrong('About 30%', 'Ungefär 30 %'), right('About 73%', 'Ungefär 73 %')],
      explanation: [
        'The 2024 report found an average decline of 73% in the size of monitored populations. It does not mean that 73% of all animals have disappeared.',
        'Rapporten från 2024 visade en genomsnittlig minskning på 73 procent i storleken på de övervakade bestånden. Det betyder inte att 73 procent av alla djur har försvunnit.',
      ],
    },
    {
      id: '1819',
      name: ['Main threat to nature', 'Största hotet mot naturen'],
      text: [
        'What is the main driver of biodiversity loss on land?',
        'Vad är den främsta orsaken till förlusten av biologisk mångfald på land?',
      ],
      answers: [
        right('Changes in land use, such as farming', 'Förändrad markanvändning, till exempel jordbruk'),
        wrong('Volcanic eruptions', 'Vulkanutbrott'),
        wrong('Tourism', 'Turism'),
      ],
      explanation: [
        'According to IPBES, changes in land use, mainly the expansion of agriculture, have had the largest effect on nature on land.',
        'Enligt IPBES har förändrad markanvändning, främst jordbrukets utbredning, haft störst påverkan på naturen på land.',
      ],
    },
  ],
};
