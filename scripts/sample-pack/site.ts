/**
 * Site-wide entries of the sample pack: tags, topic groups, topic lists, the start page,
 * events, groups, population categories and the about page. Topics and challenges are referred
 * to by their slugs; site-entries.ts resolves them to entry links.
 */
import { GAPMINDER, OWID, UN_SDGS, type SourceLink, type Text } from './types.ts';

/** Contentful tags (id → name). Every tag used in the pack must be declared here. */
export const TAGS: Readonly<Record<string, string>> = {
  'sdg-course': 'SDG course',
  'sdg-world-01': 'SDG 1: No poverty',
  'sdg-world-02': 'SDG 2: Zero hunger',
  'sdg-world-03': 'SDG 3: Good health and well-being',
  'sdg-world-04': 'SDG 4: Quality education',
  'sdg-world-06': 'SDG 6: Clean water and sanitation',
  'sdg-world-07': 'SDG 7: Affordable and clean energy',
  'sdg-world-13': 'SDG 13: Climate action',
  'sdg-world-15': 'SDG 15: Life on land',
};

export interface TopicGroupSpec {
  readonly key: string;
  readonly globalId: string;
  readonly slug: string;
  readonly name: Text;
  readonly description: Text;
  /** Topic slugs. */
  readonly topics: readonly string[];
}

export const TOPIC_GROUPS: readonly TopicGroupSpec[] = [
  {
    key: 'People',
    globalId: 'topic-group-people',
    slug: 'people-and-society',
    name: ['People and society', 'Människor och samhälle'],
    description: [
      'Health, population, schooling and income around the world.',
      'Hälsa, befolkning, skolgång och inkomster runt om i världen.',
    ],
    // `retired-classics` is hidden: the group shows the four visible topics.
    topics: ['global-health', 'world-population', 'education', 'economy-poverty', 'retired-classics'],
  },
  {
    key: 'Planet',
    globalId: 'topic-group-planet',
    slug: 'our-planet',
    name: ['Our planet', 'Vår planet'],
    description: ['Climate, energy, water and nature.', 'Klimat, energi, vatten och natur.'],
    topics: ['environment-climate', 'energy', 'water-sanitation', 'nature-biodiversity'],
  },
];

export interface TopicListSpec {
  readonly key: string;
  readonly name: Text;
  readonly topics: readonly string[];
}

export const TOPIC_LISTS: readonly TopicListSpec[] = [
  {
    key: 'StartHere',
    name: ['Start here', 'Börja här'],
    topics: ['sdg-course', 'global-health', 'world-population', 'environment-climate'],
  },
  { key: 'Planet', name: ['Our planet', 'Vår planet'], topics: ['energy', 'water-sanitation', 'nature-biodiversity'] },
  {
    key: 'More',
    name: ['More topics', 'Fler ämnen'],
    topics: ['education', 'economy-poverty', 'sweden-in-numbers', 'retired-classics'],
  },
];

export const START_PAGE = {
  title: ['Test your worldview', 'Testa din världsbild'] as Text,
  /** Challenge slugs. */
  pitchChallenges: ['sdg-basics', 'health-basics', 'climate-basics'],
};

export interface EventSpec {
  readonly key: string;
  readonly code: string;
  readonly name: Text;
  /** Topic slug. */
  readonly topic: string;
  readonly opensAt?: string | undefined;
  readonly closesAt?: string | undefined;
  /** Who may read the event's results (email addresses). */
  readonly organizers?: readonly string[];
}

export const EVENTS: readonly EventSpec[] = [
  {
    key: 'GbgFair26',
    code: 'GBGFAIR26',
    name: ['Global Goals quiz at the Gothenburg fair 2026', 'Quiz om de globala målen på mässan i Göteborg 2026'],
    topic: 'sdg-course',
    opensAt: '2026-01-01T00:00:00.000Z',
    closesAt: '2027-12-31T23:59:59.000Z',
    organizers: ['organizer@example.org'],
  },
  {
    key: 'School2026',
    code: 'Skolverket-2026',
    name: ['School screening test 2026', 'Screeningtest för skolan 2026'],
    topic: 'education',
  },
  {
    // Its topic `retired-classics` is hidden: the event still plays it (issue 11).
    key: 'Archive',
    code: 'ARCHIVE-QUIZ',
    name: ['Quiz night: retired classics', 'Quizkväll: pensionerade klassiker'],
    topic: 'retired-classics',
  },
];

export interface GroupSpec {
  readonly key: string;
  readonly code: string;
  readonly name: string;
  readonly welcome: Text;
  /** Who may read the group's results (email addresses): "your teacher can see how the class is doing". */
  readonly organizers?: readonly string[];
}

export const GROUPS: readonly GroupSpec[] = [
  {
    key: 'Class9b',
    code: 'KLASS9B',
    name: 'Klass 9B, Östra skolan',
    organizers: ['organizer@example.org'],
    welcome: [
      'Welcome to class 9B! Work through the topics at your own pace. Your teacher can see how the class is doing.',
      'Välkommen till klass 9B! Arbeta dig igenom ämnena i din egen takt. Din lärare kan se hur det går för klassen.',
    ],
  },
  {
    key: 'FactClub',
    code: 'fact-club',
    name: 'Fact Club',
    welcome: [
      'Welcome to the Fact Club, a group for curious people who want to see the world as it really is.',
      'Välkommen till Faktaklubben, en grupp för nyfikna som vill se världen som den faktiskt är.',
    ],
  },
];

export const POPULATION_CATEGORIES: readonly { readonly key: string; readonly name: Text }[] = [
  { key: 'student', name: ['Student', 'Elev eller student'] },
  { key: 'teacher', name: ['Teacher', 'Lärare'] },
  { key: 'other', name: ['Other', 'Annat'] },
];

type Para = string | SourceLink;

export const ABOUT_PAGE: {
  readonly slug: string;
  readonly title: Text;
  readonly body: { readonly en: readonly Para[]; readonly sv: readonly Para[] };
} = {
  slug: 'about',
  title: ['About', 'Om tjänsten'],
  body: {
    en: [
      'This is an open-source, bilingual quiz app in English and Swedish. Work through topics, practice tests and challenges, and earn a certificate by passing a topic’s diploma test.',
      'The questions are about the world as it really is: health, population, climate, energy, education, income, water and nature. Figures are rounded and describe roughly current public statistics.',
      { href: GAPMINDER, en: 'Gapminder', sv: 'Gapminder' },
      { href: OWID, en: 'Our World in Data', sv: 'Our World in Data' },
      { href: UN_SDGS, en: 'The UN Sustainable Development Goals', sv: 'FN:s globala mål' },
      'Facts are based on public data from the sources above and from the WHO, UNICEF, UNESCO, the World Bank and Statistics Sweden (SCB). The sample content may be freely reused.',
    ],
    sv: [
      'Det här är en quizapp med öppen källkod på svenska och engelska. Arbeta dig igenom ämnen, övningstest och utmaningar, och få ett certifikat genom att klara ett ämnes diplomprov.',
      'Frågorna handlar om världen som den faktiskt är: hälsa, befolkning, klimat, energi, utbildning, inkomster, vatten och natur. Siffrorna är avrundade och beskriver ungefär aktuell offentlig statistik.',
      { href: GAPMINDER, en: 'Gapminder', sv: 'Gapminder' },
      { href: OWID, en: 'Our World in Data', sv: 'Our World in Data' },
      { href: UN_SDGS, en: 'The UN Sustainable Development Goals', sv: 'FN:s globala mål' },
      'Fakta bygger på offentliga data från källorna ovan och från WHO, Unicef, Unesco, Världsbanken och Statistiska centralbyrån (SCB). Exempelinnehållet får användas fritt.',
    ],
  },
};
