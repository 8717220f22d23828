import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PACK } from '../index.ts';
import type { RawEntry, RawLocale } from '../raw.ts';
import { validatePack, type PackIssue } from './index.ts';

interface MutablePack {
  locales: RawLocale[];
  contentTypes: { sys: { id: string }; fields: Record<string, unknown>[] }[];
  entries: {
    sys: { id: string; publishedVersion?: number; contentType?: unknown };
    fields: Record<string, Record<string, unknown>>;
  }[];
  assets: { sys: { id: string }; fields: Record<string, Record<string, unknown>> }[];
}

const sampleText = readFileSync(DEFAULT_PACK, 'utf8');
const samplePack = (): MutablePack => JSON.parse(sampleText) as MutablePack;
const validate = (pack: MutablePack) =>
  validatePack({
    ...pack,
    entries: pack.entries as unknown as RawEntry[],
    assets: pack.assets,
  });
const entry = (pack: MutablePack, id: string) => pack.entries.find((e) => e.sys.id === id)!;
const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });
/** The issues as `code entry field locale`, sorted, for exact comparison. */
const summary = (issues: readonly PackIssue[]) =>
  issues.map((i) => [i.code, i.entryId, i.field ?? '', i.locale ?? ''].join(' ')).sort();

describe('validating a pack the way Contentful imports it', () => {
  it('finds nothing wrong with the sample pack', () => {
    expect(validate(samplePack())).toEqual([]);
  });

  it("names every entry, field and locale whose value does not fit the pack's content types", () => {
    const pack = samplePack();
    const q = entry(pack, 'q8001');
    q.fields['name'] = { 'en-US': 42 }; // Symbol given a number
    q.fields['isHidden'] = { 'en-US': 'yes' }; // Boolean given a string
    q.fields['answers'] = { 'en-US': [link('Entry', 'a8001a')] }; // size min 2
    q.fields['explanation'] = { 'en-US': { nodeType: 'paragraph', content: [] } }; // not a document
    q.fields['shoeSize'] = { 'en-US': 'x' }; // no such field
    const topic = entry(pack, 'topicSdg');
    topic.fields['slug'] = { 'en-US': 'has space' }; // regexp
    topic.fields['image'] = { 'en-US': link('Entry', 'q8001') }; // an asset link given an entry link
    topic.fields['diplomaTest'] = { 'en-US': link('Entry', 'a8001a') }; // linkContentType test
    topic.fields['topicCategory'] = { 'en-US': 'x'.repeat(257) }; // Symbol ≤ 256
    topic.fields['tests'] = { 'en-US': [link('Entry', 'nowhere')] }; // missing target
    const event = entry(pack, 'eventGbgFair26');
    event.fields['opensAt'] = { 'en-US': 'next Tuesday' }; // Date
    event.fields['code'] = { 'en-US': 'GBG26', 'sv-SE': 'GBG26' }; // not localized
    const group = entry(pack, 'groupClass9b');
    delete group.fields['name']; // required
    const answer = entry(pack, 'a8001b');
    answer.fields['globalId'] = { 'en-US': entry(pack, 'a8001a').fields['globalId']!['en-US'] }; // unique
    answer.fields['text'] = { 'en-US': 'Yes', 'xx-XX': 'Ja' }; // unknown locale
    expect(summary(validate(pack))).toEqual(
      [
        'value.type q8001 name en-US',
        'value.type q8001 isHidden en-US',
        'value.size q8001 answers en-US',
        'value.type q8001 explanation en-US',
        'field.unknown q8001 shoeSize ',
        'value.regexp topicSdg slug en-US',
        'link.type topicSdg image en-US',
        'link.contentType topicSdg diplomaTest en-US',
        'value.size topicSdg topicCategory en-US',
        'link.missing topicSdg tests en-US',
        'value.type eventGbgFair26 opensAt en-US',
        'locale.notLocalized eventGbgFair26 code sv-SE',
        'field.required groupClass9b name en-US',
        'value.unique a8001b globalId en-US',
        'locale.unknown a8001b text xx-XX',
      ].sort(),
    );
  });

  it("checks against the pack's own content types, not the project's model", () => {
    const pack = samplePack();
    const group = pack.contentTypes.find((t) => t.sys.id === 'group')!;
    group.fields = group.fields
      .map((f) => (f['id'] === 'name' ? { ...f, type: 'Integer' } : f))
      .filter((f) => f['id'] !== 'welcome');
    expect(summary(validate(pack))).toEqual(
      [
        'field.unknown groupFactClub welcome ',
        'field.unknown groupClass9b welcome ',
        'value.type groupFactClub name en-US',
        'value.type groupClass9b name en-US',
      ].sort(),
    );
  });

  it('lets a draft lack required fields and share unique values, as Contentful does before publishing', () => {
    const pack = samplePack();
    const group = entry(pack, 'groupClass9b');
    delete group.sys.publishedVersion;
    delete group.fields['name'];
    group.fields['code'] = entry(pack, 'groupFactClub').fields['code']!;
    expect(validate(pack)).toEqual([]);
  });

  it('refuses an asset whose file URL Contentful could not fetch', () => {
    const pack = samplePack();
    const file = pack.assets[0]!.fields['file']!['en-US'] as Record<string, unknown>;
    file['url'] = 'assets/flag-se.svg';
    expect(summary(validate(pack))).toEqual([`asset.url ${pack.assets[0]!.sys.id} file en-US`]);
  });
});

describe('field types and validations beyond the sample model', () => {
  const field = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
    id,
    name: id,
    type,
    localized: false,
    required: false,
    validations: [],
    ...extra,
  });
  const pack = (fields: Record<string, unknown>): MutablePack => ({
    locales: [{ code: 'en-US', default: true }],
    contentTypes: [
      {
        sys: { id: 'thing' },
        fields: [
          field('count', 'Integer', { validations: [{ range: { min: 1, max: 9 } }] }),
          field('ratio', 'Number'),
          field('where', 'Location'),
          field('meta', 'Object'),
          field('colour', 'Symbol', { validations: [{ in: ['red', 'blue'] }] }),
          field('labels', 'Array', { items: { type: 'Symbol', validations: [{ size: { max: 3 } }] } }),
          field('picture', 'Link', { linkType: 'Asset', validations: [{ linkMimetypeGroup: ['image'] }] }),
          field('body', 'RichText'),
        ],
      },
    ],
    entries: [
      {
        sys: { id: 't1', publishedVersion: 1, contentType: link('ContentType', 'thing') },
        fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }])),
      },
    ],
    assets: [
      {
        sys: { id: 'doc' },
        fields: {
          file: {
            'en-US': { url: '//assets.ctfassets.net/s/doc/0/a.pdf', fileName: 'a.pdf', contentType: 'application/pdf' },
          },
        },
      },
    ],
  });
  const embedded = (id: string) => ({
    nodeType: 'document',
    data: {},
    content: [{ nodeType: 'embedded-entry-block', data: { target: link('Entry', id) }, content: [] }],
  });

  it('accepts values of the right kinds', () => {
    const good = pack({
      count: 3,
      ratio: 0.5,
      where: { lat: 59.3, lon: 18 },
      meta: { a: [1] },
      colour: 'red',
      labels: ['a', 'bc'],
      body: embedded('t1'),
    });
    expect(validate(good)).toEqual([]);
  });

  it('names each wrong one', () => {
    const bad = pack({
      count: 2.5,
      ratio: 'half',
      where: { lat: 59 },
      meta: 'text',
      colour: 'green',
      labels: ['abcd', 7],
      picture: link('Asset', 'doc'),
      body: embedded('gone'),
    });
    expect(summary(validate(bad))).toEqual(
      [
        'value.type t1 count en-US',
        'value.type t1 ratio en-US',
        'value.type t1 where en-US',
        'value.type t1 meta en-US',
        'value.in t1 colour en-US',
        'value.size t1 labels en-US',
        'value.type t1 labels en-US',
        'link.mimetypeGroup t1 picture en-US',
        'link.missing t1 body en-US',
      ].sort(),
    );
    expect(summary(validate(pack({ count: 12 })))).toEqual(['value.range t1 count en-US']);
  });
});
