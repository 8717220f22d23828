/**
 * The content model of shared/CONTENT_MODEL.md as data: content type ids, field ids, field
 * types, which fields are required, localized, and what they link to. One table serves the
 * normalizer (required checks), the pack writer (contentTypes of an export) and the tests.
 * Extend it with new optional fields; never rename.
 */

export type FieldType = 'Symbol' | 'Text' | 'RichText' | 'Boolean' | 'Date' | 'Link' | 'Array';

export interface FieldDef {
  readonly id: string;
  readonly type: FieldType;
  readonly required?: boolean;
  readonly localized?: boolean;
  /** For `Link` fields and `Array` of links: the link kind. */
  readonly linkType?: 'Entry' | 'Asset';
  /** For entry links: the content types a link may point to. */
  readonly linkContentType?: readonly string[];
}

export interface ContentTypeDef {
  readonly id: string;
  readonly name: string;
  readonly displayField: string;
  readonly fields: readonly FieldDef[];
}

const sym = (id: string, extra: Partial<FieldDef> = {}): FieldDef => ({ id, type: 'Symbol', ...extra });
const text = (id: string, extra: Partial<FieldDef> = {}): FieldDef => ({ id, type: 'Text', ...extra });
const rich = (id: string): FieldDef => ({ id, type: 'RichText', localized: true });
const bool = (id: string): FieldDef => ({ id, type: 'Boolean' });
const asset = (id: string): FieldDef => ({ id, type: 'Link', linkType: 'Asset' });
const link = (id: string, to: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  id,
  type: 'Link',
  linkType: 'Entry',
  linkContentType: [to],
  ...extra,
});
const links = (id: string, to: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  id,
  type: 'Array',
  linkType: 'Entry',
  linkContentType: [to],
  ...extra,
});

export const CONTENT_TYPES: readonly ContentTypeDef[] = [
  {
    id: 'question',
    name: 'Question',
    displayField: 'name',
    fields: [
      sym('globalId', { required: true }),
      sym('name', { required: true, localized: true }),
      text('questionText', { required: true, localized: true }),
      links('answers', 'answer', { required: true }),
      bool('answersAsImages'),
      asset('image'),
      rich('explanation'),
      rich('extraExplanation'),
      bool('isHidden'),
      bool('isRemoved'),
    ],
  },
  {
    id: 'answer',
    name: 'Answer',
    displayField: 'text',
    fields: [
      sym('globalId', { required: true }),
      sym('text', { localized: true }),
      asset('image'),
      bool('correctAnswer'),
      bool('isVeryWrong'),
      text('feedback', { localized: true }),
    ],
  },
  {
    id: 'test',
    name: 'Test',
    displayField: 'name',
    fields: [
      sym('globalId', { required: true }),
      sym('slug', { required: true }),
      sym('name', { localized: true }),
      links('questions', 'question'),
    ],
  },
  {
    id: 'topic',
    name: 'Topic',
    displayField: 'name',
    fields: [
      sym('globalId', { required: true }),
      sym('slug', { required: true }),
      sym('name', { required: true, localized: true }),
      text('description', { localized: true }),
      asset('image'),
      sym('topicCategory'),
      links('tests', 'test'),
      links('chapters', 'chapter'),
      link('diplomaTest', 'test'),
      bool('isHidden'),
    ],
  },
  {
    id: 'chapter',
    name: 'Chapter',
    displayField: 'name',
    fields: [sym('name', { localized: true }), links('challenges', 'challenge')],
  },
  {
    id: 'challenge',
    name: 'Challenge',
    displayField: 'title',
    fields: [
      sym('globalId', { required: true }),
      sym('slug', { required: true }),
      sym('title', { required: true, localized: true }),
      bool('published'),
      bool('isHidden'),
      links('combos', 'combo'),
      links('introSequence', 'screen'),
      links('outroSequence', 'screen'),
      sym('videoUrl'),
      sym('videoName', { localized: true }),
    ],
  },
  {
    id: 'combo',
    name: 'Combo',
    displayField: 'name',
    fields: [
      sym('globalId', { required: true }),
      sym('name', { localized: true }),
      links('questions', 'question'),
      links('introSequence', 'screen'),
      links('outroSequence', 'screen'),
      bool('instantExplanation'),
      bool('showFeedback'),
    ],
  },
  {
    id: 'screen',
    name: 'Screen',
    displayField: 'title',
    fields: [sym('title', { localized: true }), rich('body'), asset('image')],
  },
  {
    id: 'startPage',
    name: 'Start page',
    displayField: 'title',
    fields: [
      sym('title', { localized: true }),
      links('pitchChallenges', 'challenge'),
      links('topicLists', 'topicList'),
    ],
  },
  {
    id: 'topicList',
    name: 'Topic list',
    displayField: 'name',
    fields: [sym('name', { localized: true }), links('items', 'topic')],
  },
  {
    id: 'topicGroup',
    name: 'Topic group',
    displayField: 'name',
    fields: [
      sym('globalId', { required: true }),
      sym('slug', { required: true }),
      sym('name', { required: true, localized: true }),
      text('description', { localized: true }),
      links('topics', 'topic'),
    ],
  },
  {
    id: 'event',
    name: 'Event',
    displayField: 'code',
    fields: [
      sym('code', { required: true }),
      sym('name', { localized: true }),
      link('topic', 'topic', { required: true }),
      { id: 'opensAt', type: 'Date' },
      { id: 'closesAt', type: 'Date' },
    ],
  },
  {
    id: 'group',
    name: 'Group',
    displayField: 'name',
    fields: [sym('code', { required: true }), sym('name', { required: true }), text('welcome', { localized: true })],
  },
  {
    id: 'populationCategory',
    name: 'Population category',
    displayField: 'key',
    fields: [sym('key', { required: true }), sym('name', { localized: true })],
  },
  {
    id: 'page',
    name: 'Page',
    displayField: 'title',
    fields: [sym('slug', { required: true }), sym('title', { localized: true }), rich('body')],
  },
];

/** Looks up a content type definition by id. */
export function contentTypeDef(id: string): ContentTypeDef | undefined {
  return CONTENT_TYPES.find((t) => t.id === id);
}
