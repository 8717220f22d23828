import { describe, expect, it } from 'vitest';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { indexContent } from '#src/domain/content-index.ts';
import { searchRecords } from '#src/integrations/search-records.ts';
import { withoutOrganizers } from './index.ts';
import { normalizeSpace } from './normalize.ts';
import type { RawSpace } from './raw.ts';

const raw = (pack = miniPack()) => pack as unknown as RawSpace;
type Mutable = { entries: { sys: { id: string }; fields: Record<string, Record<string, unknown>> }[] };
const entry = (pack: unknown, id: string) => (pack as Mutable).entries.find((e) => e.sys.id === id)!;

describe('normalizeSpace visibility', () => {
  const graph = normalizeSpace(raw());

  it('keeps visible questions and drops hidden, removed and draft ones', () => {
    expect(graph.questions.map((q) => q.globalId).sort()).toEqual(['101', '102', '103', '104', '105']);
    const test = graph.topics[0]!.tests[0]!;
    expect(test.questions.map((q) => q.globalId)).toEqual(['101', '102', '103']);
  });

  it('drops unpublished, hidden and draft challenges from chapters', () => {
    expect(graph.challenges.map((c) => c.slug)).toEqual(['ch-visible']);
    expect(graph.topics[0]!.chapters[0]!.challenges.map((c) => c.slug)).toEqual(['ch-visible']);
  });

  it('drops hidden topics from lists and groups', () => {
    expect(graph.topics.map((t) => t.slug)).toEqual(['alpha']);
    expect(graph.startPage!.topicLists[0]!.topics.map((t) => t.slug)).toEqual(['alpha']);
    expect(graph.topicGroups[0]!.topics.map((t) => t.slug)).toEqual(['alpha']);
  });

  it('keeps a hidden topic for the event that plays it, out of the lists', () => {
    const archive = graph.events.find((e) => e.code === 'Archive');
    expect(archive?.topic.slug).toBe('hidden-topic');
    expect(archive?.topic.hidden).toBe(true);
    expect(archive?.topic.tests[0]?.questions.map((q) => q.globalId)).toEqual(['101', '102', '103']);
    expect(graph.topics.every((t) => !t.hidden)).toBe(true);
    const index = indexContent(graph);
    expect(index.events.get('archive')?.topic.globalId).toBe('topic-h');
    expect(index.topics.has('topic-h')).toBe(false);
    expect(searchRecords(graph).map((r) => r.url)).not.toContain('/t/hidden-topic/');
  });

  it("reads events' and groups' organizers lower-cased, and the site build's graph has none", () => {
    expect(graph.events.find((e) => e.code === 'Fair26')?.organizers).toEqual(['organizer.mini@example.org']);
    expect(graph.groups[0]?.organizers).toEqual(['organizer.mini@example.org']);
    const site = withoutOrganizers(graph);
    expect(JSON.stringify(site).toLowerCase()).not.toContain('organizer.mini@example.org');
    expect(site.events.map((e) => e.code)).toEqual(graph.events.map((e) => e.code));
  });

  it('reports a bad organizer address as an error naming the entry and content type, not the address', () => {
    const pack = miniPack();
    entry(pack, 'gr1').fields['organizers'] = { 'en-US': ['teacher@school.se', 'not an address'] };
    const result = normalizeSpace(raw(pack));
    const issue = result.issues.find((i) => i.entryId === 'gr1');
    expect(issue).toMatchObject({ severity: 'error', contentType: 'group', field: 'organizers' });
    expect(issue?.message).not.toContain('not an address');
  });

  it('does not check a hidden topic that no event plays', () => {
    const pack = miniPack();
    (pack as unknown as Mutable).entries = (pack as unknown as Mutable).entries.filter((e) => e.sys.id !== 'ev2');
    delete entry(pack, 'topicH').fields['globalId'];
    expect(normalizeSpace(raw(pack)).issues.filter((i) => i.entryId === 'topicH')).toEqual([]);
  });

  it('leaves out an event whose topic is invalid, with a warning', () => {
    const pack = miniPack();
    delete entry(pack, 'topicH').fields['globalId'];
    const result = normalizeSpace(raw(pack));
    expect(result.events.map((e) => e.code)).toEqual(['Fair26']);
    expect(result.issues).toContainEqual(
      expect.objectContaining({ severity: 'warning', entryId: 'ev2', contentType: 'event', field: 'topic' }),
    );
  });

  it('shows drafts in preview mode', () => {
    const preview = normalizeSpace(raw(), { preview: true });
    expect(preview.questions.map((q) => q.globalId)).toContain('192');
    expect(preview.challenges.map((c) => c.slug)).toContain('ch-draft');
    expect(preview.challenges.map((c) => c.slug)).not.toContain('ch-unpublished');
  });

  it('reports a link to a missing entry as a warning with entry id and content type', () => {
    expect(graph.issues).toContainEqual(
      expect.objectContaining({ severity: 'warning', entryId: 'tg1', contentType: 'topicGroup', field: 'topics' }),
    );
    expect(graph.issues.filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('resolves the pitch challenge to its topic', () => {
    expect(graph.startPage!.pitchChallenges.map((p) => [p.challenge.slug, p.topic?.slug])).toEqual([
      ['ch-visible', 'alpha'],
    ]);
  });
});

describe('normalizeSpace locales', () => {
  it('falls back to the default locale when Swedish is missing', () => {
    const q = normalizeSpace(raw()).questions.find((x) => x.globalId === '105')!;
    expect(q.name).toEqual({ en: 'Question 105', sv: 'Question 105' });
  });

  it('uses Swedish when present and renders rich text safely', () => {
    const q = normalizeSpace(raw()).questions.find((x) => x.globalId === '101')!;
    expect(q.name.sv).toBe('Fråga 101');
    expect(q.explanationHtml.en).toContain('<a href="https://example.org/src" rel="noopener noreferrer">Source</a>');
    expect(q.explanationHtml.sv).toBe('<p>Därför att 101.</p>');
  });

  it('follows fallbackCode chains and does not assume which locale is default', () => {
    const pack = miniPack() as unknown as {
      locales: { code: string; default?: boolean; fallbackCode?: string | null }[];
    };
    // Make Swedish the default locale: English values must still be found for 'en'.
    pack.locales = [
      { code: 'sv-SE', default: true, fallbackCode: null },
      { code: 'en-US', default: false, fallbackCode: 'sv-SE' },
    ];
    const q = normalizeSpace(pack as unknown as RawSpace).questions.find((x) => x.globalId === '101')!;
    expect(q.name).toEqual({ en: 'Question 101', sv: 'Fråga 101' });
  });
});

describe('normalizeSpace errors', () => {
  it('names every entry with a missing required field, not only the first', () => {
    const pack = miniPack();
    delete entry(pack, 'q101').fields['questionText'];
    delete entry(pack, 'q102').fields['questionText'];
    const errors = normalizeSpace(raw(pack)).issues.filter((i) => i.severity === 'error');
    expect(errors.map((e) => [e.entryId, e.contentType, e.field])).toEqual([
      ['q101', 'question', 'questionText'],
      ['q102', 'question', 'questionText'],
    ]);
  });

  it('reports duplicate globalIds and slugs on each offending entry', () => {
    const pack = miniPack();
    entry(pack, 'q102').fields['globalId'] = { 'en-US': '101' };
    const errors = normalizeSpace(raw(pack)).issues.filter((i) => i.severity === 'error');
    expect(errors.map((e) => e.entryId).sort()).toEqual(['q101', 'q102']);
    expect(errors[0]!.message).toContain("duplicate globalId '101'");
  });

  it('rejects a question without exactly one correct answer', () => {
    const pack = miniPack();
    entry(pack, 'a103b').fields['correctAnswer'] = { 'en-US': true };
    const errors = normalizeSpace(raw(pack)).issues.filter((i) => i.severity === 'error');
    expect(errors).toEqual([expect.objectContaining({ entryId: 'q103', contentType: 'question', field: 'answers' })]);
  });

  it('rejects event codes that differ only in case', () => {
    const pack = miniPack() as unknown as Mutable;
    const ev = entry(pack, 'ev1');
    pack.entries.push({ ...ev, sys: { ...ev.sys, id: 'ev2' }, fields: { ...ev.fields, code: { 'en-US': 'FAIR26' } } });
    const errors = normalizeSpace(pack as unknown as RawSpace).issues.filter((i) => i.severity === 'error');
    expect(errors.map((e) => e.entryId).sort()).toEqual(['ev1', 'ev2']);
  });

  it('rejects ids, slugs and codes that are not URL-safe, naming the field, and reserved topic slugs', () => {
    const pack = miniPack();
    entry(pack, 'q101').fields['globalId'] = { 'en-US': 'a b' };
    entry(pack, 'ev1').fields['code'] = { 'en-US': '-fair' };
    entry(pack, 'topicA').fields['slug'] = { 'en-US': 'v' };
    const errors = normalizeSpace(raw(pack)).issues.filter((i) => i.severity === 'error');
    expect(errors.map((e) => [e.entryId, e.contentType, e.field])).toEqual(
      expect.arrayContaining([
        ['q101', 'question', 'globalId'],
        ['ev1', 'event', 'code'],
        ['topicA', 'topic', 'slug'],
      ]),
    );
    expect(errors.find((e) => e.entryId === 'q101')!.message).toBe(
      "globalId 'a b' is not URL-safe (letters, digits, '-' and '_')",
    );
    expect(errors.find((e) => e.entryId === 'topicA')!.message).toContain("slug 'v' is reserved");
  });

  it('warns about a link to an entry of another content type and drops it', () => {
    const pack = miniPack();
    entry(pack, 'tg1').fields['topics'] = { 'en-US': [{ sys: { type: 'Link', linkType: 'Entry', id: 'q101' } }] };
    const graph = normalizeSpace(raw(pack));
    expect(graph.topicGroups[0]!.topics).toEqual([]);
    expect(graph.issues).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        entryId: 'tg1',
        contentType: 'topicGroup',
        field: 'topics',
        message: "field 'topics' links to entry 'q101' of type 'question', expected 'topic'; the link is dropped",
      }),
    );
  });

  it('never lets a javascript: link through rich text', () => {
    const pack = miniPack();
    entry(pack, 'q101').fields['explanation'] = {
      'en-US': {
        nodeType: 'document',
        data: {},
        content: [
          {
            nodeType: 'paragraph',
            data: {},
            content: [
              {
                nodeType: 'hyperlink',
                data: { uri: 'javascript:alert(1)' },
                content: [{ nodeType: 'text', value: '<b>x</b>', marks: [], data: {} }],
              },
            ],
          },
        ],
      },
    };
    const q = normalizeSpace(raw(pack)).questions.find((x) => x.globalId === '101')!;
    expect(q.explanationHtml.en).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
  });
});
