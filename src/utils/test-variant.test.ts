import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOCALE_PREFIX } from '../domain/model.ts';
import { findTestOrder, type TestOrder } from '../stores/players/practice/index.ts';
import { markTestVariant, TEST_VARIANT_MARKS, TEST_VARIANTS, testKey } from './test-variant.ts';

const orders: TestOrder[] = [
  { topicGlobalId: 'ta', topicSlug: 'health', testGlobalId: 'basics', questions: ['q1', 'q2'] },
  { topicGlobalId: 'ta', topicSlug: 'health', testGlobalId: 'more tests', questions: ['q2', 'q1'] },
  { topicGlobalId: 'tb', topicSlug: 'energy', testGlobalId: 'e1', questions: ['q9', 'q1'] },
];

/**
 * The variant the inlined function marks for an address, run as the browser runs it (its text, in
 * a page stand-in; the stand-in's document never parses, so a retry round's line is not rewritten
 * here: tests/e2e/question-progress.spec.ts reads it in Chromium).
 */
function marked(path: string, listed: readonly TestOrder[] = orders, prefix = LOCALE_PREFIX.sv): string | null {
  const attributes = new Map<string, string>();
  const [pathname = '', search = ''] = path.split('?');
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    querySelector: (selector: string) =>
      selector === `meta[name="${TEST_VARIANT_MARKS.meta}"]` && listed.length
        ? { getAttribute: () => listed.map(testKey).join(' ') }
        : null,
    addEventListener: () => undefined,
  };
  class MutationObserver {
    observe() {}
  }
  const args = [TEST_VARIANT_MARKS, prefix].map((a) => JSON.stringify(a)).join(',');
  runInNewContext(`(${markTestVariant.toString()})(${args})`, {
    document,
    location: { pathname, search: search ? `?${search}` : '' },
    URLSearchParams,
    MutationObserver,
  });
  return attributes.get(TEST_VARIANT_MARKS.attribute) ?? null;
}

describe('the test a question page shows its progress for', () => {
  it('is the one the player answers in: named by ?test= within the topic, else the first of the topic', () => {
    const cases: [path: string, topic: string, test: string | null][] = [
      ['/t/health/q1/', 'health', null],
      ['/t/health/q1/?test=more%20tests', 'health', 'more tests'],
      ['/sv/t/health/q1/explanation/?test=more+tests&only=q1', 'health', 'more tests'],
      ['/t/health/embed/q1/?test=basics', 'health', 'basics'],
      ['/t/energy/q1/', 'energy', null],
      ['/t/energy/q1/?test=basics', 'energy', 'basics'],
    ];
    for (const [path, topic, test] of cases) {
      const order = findTestOrder(orders, topic, 'q1', test);
      expect(marked(path), path).toBe(String(orders.indexOf(order!)));
    }
  });

  it("reads the prefixed language's addresses by the prefix the locale table gives", () => {
    expect(marked('/xx/t/health/q1/?test=more%20tests', orders, '/xx')).toBe('1');
    expect(marked('/sv/t/health/q1/?test=more%20tests', orders, '/xx')).toBeNull();
  });

  it('is none outside a topic, for a topic without the question, or on a page without tests', () => {
    expect(marked('/q/q1/')).toBeNull();
    expect(marked('/t/climate/q1/')).toBeNull();
    expect(marked('/t/health/q1/', [])).toBeNull();
  });
});

describe('the stylesheet', () => {
  it('hides every variant but the marked one, for as many variants as a page writes', () => {
    const css = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8');
    const a = TEST_VARIANT_MARKS.attribute;
    for (let i = 0; i < TEST_VARIANTS; i++)
      // Either quote style (the formatter writes single quotes in CSS).
      expect(css, `variant ${i}`).toMatch(
        new RegExp(`html:not\\(\\[${a}=(['"])${i}\\1\\]\\) \\[${a}=(['"])${i}\\2\\]`),
      );
  });
});
