/**
 * The content model, written once (docs/content-model.md explains it for editors): content type
 * ids, field ids and types, required and localized fields, link targets and validations. The
 * normalizer's field types and required checks, the uniqueness and URL-safety checks, the pack
 * writer's `contentTypes` and the Contentful source's list of content types all follow from this
 * table. Extend it with new optional fields; never rename.
 */
import type { ContentModelSchema, FieldId, FieldSchema, FieldValidation } from './field-schema.ts';

/** Letters, digits, `-` and `_`, not starting with a separator: safe as a URL segment. */
export const URL_SAFE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]*$';

const UNIQUE = { unique: true } as const;
const URL_SAFE = { regexp: { pattern: URL_SAFE_PATTERN } } as const;

const symbol = { type: 'Symbol' } as const;
const localizedSymbol = { type: 'Symbol', localized: true } as const;
const requiredLocalizedSymbol = { type: 'Symbol', required: true, localized: true } as const;
const localizedText = { type: 'Text', localized: true } as const;
/**
 * What editors may put in rich text: what src/content-layer/richtext.ts renders. Not heading-1
 * (the page's title is the one h1), not embedded or linked entries (rendered as nothing or as
 * plain text). Embedded assets render when they are images.
 */
export const RICH_TEXT_NODE_TYPES = [
  'heading-2',
  'heading-3',
  'heading-4',
  'heading-5',
  'heading-6',
  'ordered-list',
  'unordered-list',
  'blockquote',
  'hr',
  'table',
  'hyperlink',
  'embedded-asset-block',
] as const;
/** Every mark the HTML renderer renders. */
export const RICH_TEXT_MARKS = [
  'bold',
  'italic',
  'underline',
  'code',
  'superscript',
  'subscript',
  'strikethrough',
] as const;
const RICH_TEXT_RULES = [
  {
    enabledNodeTypes: RICH_TEXT_NODE_TYPES,
    message: 'Only headings 2–6, lists, quotes, rules, tables, links and images are shown on the site.',
  },
  {
    enabledMarks: RICH_TEXT_MARKS,
    message: 'Only bold, italic, underline, code, superscript, subscript and strikethrough are shown on the site.',
  },
] as const;
const richText = { type: 'RichText', localized: true, validations: RICH_TEXT_RULES } as const;
const boolean = { type: 'Boolean' } as const;
const date = { type: 'Date' } as const;
const asset = { type: 'Link', linkType: 'Asset' } as const;
/** `globalId`: the stable public id, unique per content type. */
const globalId = { type: 'Symbol', required: true, validations: [UNIQUE] } as const;
/** `globalId` that is a URL segment too. */
const urlGlobalId = { type: 'Symbol', required: true, validations: [UNIQUE, URL_SAFE] } as const;
const slug = { type: 'Symbol', required: true, validations: [UNIQUE] } as const;
const urlSlug = { type: 'Symbol', required: true, validations: [UNIQUE, URL_SAFE] } as const;
/** Event and group codes: URL segments that readers type, so unique regardless of case. */
const code = { type: 'Symbol', required: true, validations: [UNIQUE, URL_SAFE], caseInsensitive: true } as const;

/**
 * An email address as the organizers field takes it: one `@`, no spaces, a dot in the domain.
 * Deliberately loose (addresses are compared, never mailed); the same pattern Contentful checks.
 */
export const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';
/**
 * Who organizes an event or a group (issue 23): email addresses, not localized. Never shown:
 * the site build empties it (src/content-layer/index.ts, `withoutOrganizers`); only the API reads it.
 */
const organizers = {
  type: 'Array',
  items: { type: 'Symbol', validations: [{ regexp: { pattern: EMAIL_PATTERN } }] },
} as const;

const link = <const C extends string>(to: C) => ({ type: 'Link', linkType: 'Entry', linkContentType: [to] }) as const;
const links = <const C extends string>(to: C) => ({ type: 'Array', linkType: 'Entry', linkContentType: [to] }) as const;

export const CONTENT_MODEL = {
  question: {
    name: 'Question',
    displayField: 'name',
    fields: {
      globalId: urlGlobalId,
      name: requiredLocalizedSymbol,
      questionText: { type: 'Text', required: true, localized: true },
      answers: { ...links('answer'), required: true, validations: [{ size: { min: 2, max: 6 } }] },
      answersAsImages: boolean,
      image: asset,
      explanation: richText,
      extraExplanation: richText,
      isHidden: boolean,
      isRemoved: boolean,
    },
  },
  answer: {
    name: 'Answer',
    displayField: 'text',
    fields: {
      globalId,
      text: localizedSymbol,
      image: asset,
      correctAnswer: boolean,
      isVeryWrong: boolean,
      feedback: localizedText,
    },
  },
  test: {
    name: 'Test',
    displayField: 'name',
    fields: { globalId, slug, name: localizedSymbol, questions: links('question') },
  },
  topic: {
    name: 'Topic',
    displayField: 'name',
    fields: {
      globalId,
      slug: urlSlug,
      name: requiredLocalizedSymbol,
      description: localizedText,
      image: asset,
      topicCategory: symbol,
      tests: links('test'),
      chapters: links('chapter'),
      diplomaTest: link('test'),
      isHidden: boolean,
    },
  },
  chapter: {
    name: 'Chapter',
    displayField: 'name',
    fields: { name: localizedSymbol, challenges: links('challenge') },
  },
  challenge: {
    name: 'Challenge',
    displayField: 'title',
    fields: {
      globalId,
      slug: urlSlug,
      title: requiredLocalizedSymbol,
      published: boolean,
      isHidden: boolean,
      combos: links('combo'),
      introSequence: links('screen'),
      outroSequence: links('screen'),
      videoUrl: symbol,
      videoName: localizedSymbol,
    },
  },
  combo: {
    name: 'Combo',
    displayField: 'name',
    fields: {
      globalId,
      name: localizedSymbol,
      questions: links('question'),
      introSequence: links('screen'),
      outroSequence: links('screen'),
      instantExplanation: boolean,
      showFeedback: boolean,
    },
  },
  screen: {
    name: 'Screen',
    displayField: 'title',
    fields: { title: localizedSymbol, body: richText, image: asset },
  },
  startPage: {
    name: 'Start page',
    displayField: 'title',
    fields: { title: localizedSymbol, pitchChallenges: links('challenge'), topicLists: links('topicList') },
  },
  topicList: {
    name: 'Topic list',
    displayField: 'name',
    fields: { name: localizedSymbol, items: links('topic') },
  },
  topicGroup: {
    name: 'Topic group',
    displayField: 'name',
    fields: {
      globalId,
      slug: urlSlug,
      name: requiredLocalizedSymbol,
      description: localizedText,
      topics: links('topic'),
    },
  },
  event: {
    name: 'Event',
    displayField: 'code',
    fields: {
      code,
      name: localizedSymbol,
      topic: { ...link('topic'), required: true },
      opensAt: date,
      closesAt: date,
      organizers,
    },
  },
  group: {
    name: 'Group',
    displayField: 'name',
    fields: { code, name: { type: 'Symbol', required: true }, welcome: localizedText, organizers },
  },
  populationCategory: {
    name: 'Population category',
    displayField: 'key',
    fields: { key: { type: 'Symbol', required: true }, name: localizedSymbol },
  },
  page: {
    name: 'Page',
    displayField: 'title',
    fields: { slug, title: localizedSymbol, body: richText },
  },
} as const satisfies ContentModelSchema;

export type ContentModel = typeof CONTENT_MODEL;
export type ContentTypeId = keyof ContentModel;
export type FieldIdOf<T extends ContentTypeId> = FieldId<ContentModel, T>;

/** Every content type id, in the model's order (the order packs list them and sources fetch them). */
export const CONTENT_TYPE_IDS = Object.keys(CONTENT_MODEL) as ContentTypeId[];

/** A field with its id, as lists (exports, checks) want it. */
export interface FieldEntry {
  readonly id: string;
  readonly schema: FieldSchema;
}

/** True when `id` names a content type of the model (raw entries carry any string). */
export function isContentTypeId(id: string): id is ContentTypeId {
  return Object.hasOwn(CONTENT_MODEL, id);
}

/** The fields of a content type in order, each with its id. */
export function fieldsOf(type: ContentTypeId): readonly FieldEntry[] {
  const fields: Readonly<Record<string, FieldSchema>> = CONTENT_MODEL[type].fields;
  return Object.entries(fields).map(([id, schema]) => ({ id, schema }));
}

/** Whether a field carries a validation of the given kind (`unique`, `regexp`, `size`). */
export function validationOf<K extends 'unique' | 'regexp' | 'size'>(
  schema: FieldSchema,
  kind: K,
): Extract<FieldValidation, Record<K, unknown>> | undefined {
  return schema.validations?.find((v): v is Extract<FieldValidation, Record<K, unknown>> => kind in v);
}
