import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citeReference, referenceAnchors, SECTIONS } from './cite-reference.ts';

const anchors = referenceAnchors(fileURLToPath(new URL('../..', import.meta.url)));

describe('cite-reference', () => {
  it('points every section, and every anchor it can choose, at a heading that exists', () => {
    for (const target of Object.values(SECTIONS)) {
      const have = anchors.get(target.file);
      expect(have, target.file).toBeDefined();
      for (const anchor of [target.anchor, ...(target.refine ?? []).map(([, a]) => a)])
        expect(have, `${target.file}#${anchor}`).toContain(anchor);
    }
  });

  it('replaces single, listed and § citations with file and anchor', () => {
    expect(citeReference(' * The route table of spec section 2 as pure functions', anchors)).toBe(
      ' * The route table of docs/reference/routes.md#route-table as pure functions',
    );
    expect(citeReference(' * After a failed chunk load (spec sections 8 and 9) the page reloads', anchors)).toBe(
      ' * After a failed chunk load (docs/reference/errors.md#failed-chunk-loads and docs/reference/constants.md#navigation) the page reloads',
    );
    expect(citeReference('/** SPEC §9: content client constants. */', anchors)).toBe(
      '/** docs/reference/constants.md#content-service: content client constants. */',
    );
    expect(citeReference(' * Google Analytics (spec sections 2, 7, 9).', anchors)).toBe(
      ' * Google Analytics (docs/reference/routes.md#page-views, docs/reference/api.md#third-parties and docs/reference/constants.md#analytics).',
    );
  });

  it('uses a quoted heading as the anchor and rephrases possessives', () => {
    expect(citeReference('(spec section 2, "Page transitions"), as one pure', anchors)).toBe(
      '(docs/reference/routes.md#page-transitions), as one pure',
    );
    expect(citeReference('settings (spec section 9, "Configuration read"): a client error token', anchors)).toBe(
      'settings (docs/reference/constants.md#configuration): a client error token',
    );
    expect(citeReference("/** Every row of spec section 2's transition table, by pairs. */", anchors)).toBe(
      '/** Every row of the transition table in docs/reference/routes.md#page-transitions, by pairs. */',
    );
  });

  it('rewrites a citation wrapped across lines', () => {
    expect(citeReference('  prefetching: at most 4 in flight (spec\n  section 9), each page once', anchors)).toBe(
      '  prefetching: at most 4 in flight (\n  docs/reference/constants.md#navigation), each page once',
    );
    expect(citeReference(' * the transitions of spec\n * section 2 for full page loads', anchors)).toBe(
      ' * the transitions of\n * docs/reference/routes.md#page-transitions for full page loads',
    );
  });

  it('picks the anchor from the words around the citation, and a second run changes nothing', () => {
    const text =
      " * The challenge player's state (spec section 4): where the visitor is\n * the server's next one lowered by one (spec section 4).";
    const once = citeReference(text, anchors);
    expect(once).toBe(
      " * The challenge player's state (docs/reference/states.md#challenge-progress): where the visitor is\n * the server's next one lowered by one (docs/reference/states.md#test-round-counter).",
    );
    expect(citeReference(once, anchors)).toBe(once);
  });
});
