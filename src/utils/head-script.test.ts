import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../domain/route-table.ts';
import { CARRIED_ANSWER_ATTRIBUTE } from '../navigation/carried-answer.ts';
import { KEYS } from '../navigation/session-memory.ts';
import { HELD_MARKS } from '../browser/held-taps.ts';
import { AFTER_PAINT_MARKS } from './after-paint.ts';
import { headLocales, headRoutes, headScriptText, pageOf } from './head-script.ts';

/** The route the head script picks for an unprefixed path: the first table pattern that matches. */
const pick = (path: string) =>
  headRoutes().find(([pattern]) => new URLPattern({ pathname: pattern }).test({ pathname: path }));

describe('the head script', () => {
  it('carries every route of the table that decides a mark, in matching order, as its argument', () => {
    const patterns = headRoutes().map(([pattern]) => pattern);
    expect(patterns).toEqual(ROUTE_TABLE.map((r) => r.pattern).filter((p) => patterns.includes(p)));
    // A route that marks nothing is left out unless it comes first for a path a marking route matches.
    expect(patterns).not.toContain('/about/');
    expect(patterns).toContain('/e/:code/results/');
    expect(patterns).toContain('/c/v/:code/');
    // Every route's paths get the same marks from the reduced list as from the whole table.
    const whole = ROUTE_TABLE.map(
      (r) =>
        [r.pattern, ('view' in r && r.view) || '', ('embed' in r ? 1 : 0) | ('marksQuestion' in r ? 2 : 0)] as const,
    );
    const marksOf = (list: readonly (readonly [string, string, number])[], path: string) => {
      const r = list.find(([pattern]) => new URLPattern({ pathname: pattern }).test({ pathname: path }));
      return r ? [r[1], r[2]] : ['', 0];
    };
    const literals = [...new Set(ROUTE_TABLE.flatMap((r) => r.pattern.split('/')).filter((s) => s && s[0] !== ':'))];
    for (const { pattern } of ROUTE_TABLE) {
      for (const value of ['x', ...literals]) {
        const path = pattern.replace(/:\w+/g, value);
        expect(marksOf(headRoutes(), path), path).toEqual(marksOf(whole, path));
      }
    }
    expect(headScriptText()).toContain(JSON.stringify(headRoutes()));
    // Calls the function with them, then the loader of what waits for the first paint with its marks; minified (no comments, no indentation).
    expect(headScriptText()).toMatch(/^\(function\([^)]*\)\{/);
    // The locale table's prefixed language, its prefix and every language the cookie may name.
    expect(headScriptText()).toContain(JSON.stringify(headLocales()));
    expect(headLocales()).toEqual(['sv', '/sv', 'en|sv']);
    expect(headScriptText()).toContain(JSON.stringify(AFTER_PAINT_MARKS.type));
    expect(headScriptText()).toContain(JSON.stringify(AFTER_PAINT_MARKS.src));
    // The holder of taps given before their island is live, with the selector of what waits.
    expect(headScriptText()).toContain(JSON.stringify(HELD_MARKS.key));
    expect(headScriptText()).toContain(JSON.stringify(HELD_MARKS.mark));
    expect(headScriptText()).not.toMatch(/\n\t|\/\*/);
  });

  it('gives a page the routes it serves, and only what it needs', () => {
    expect(pageOf('/t/health/q-1/explanation/')).toBe('/q/:question/');
    expect(pageOf('/q/q-1/')).toBe('/q/:question/');
    expect(pageOf('/nowhere/at/all/')).toBeNull();
    const question = headRoutes('/q/:question/');
    expect(question.map(([pattern]) => pattern)).toEqual(
      ROUTE_TABLE.filter((r) => r.page === '/q/:question/').map((r) => r.pattern),
    );
    expect(question.map(([pattern]) => pattern)).toContain('/t/:topic/embed/:question/explanation/');
    const about = headScriptText({ page: '/about/', islands: false, tests: false });
    expect(about).toContain(JSON.stringify(headRoutes('/about/')));
    expect(about).not.toContain(JSON.stringify(HELD_MARKS.key));
    expect(about).not.toContain('quiz-tests');
    const player = headScriptText({ page: '/q/:question/', islands: true, tests: true });
    expect(player).toContain(JSON.stringify(HELD_MARKS.key));
    expect(player).toContain('quiz-tests');
    expect(player.length).toBeLessThan(headScriptText().length);
  });

  it('marks the view, embeds and the question of certificate and event routes from the table', () => {
    expect(pick('/t/health/embed/q-1/explanation/')).toEqual([
      '/t/:topic/embed/:question/explanation/',
      'explanation',
      1,
    ]);
    expect(pick('/c/health/q-1/explanation/')).toEqual(['/c/:topic/:question/explanation/', 'explanation', 2]);
    expect(pick('/e/fair26/q-1/')).toEqual(['/e/:code/:question/', '', 2]);
    expect(pick('/c/v/ABCD-1234/')).toEqual(['/c/v/:code/', '', 0]);
    expect(pick('/c/health/share/')).toEqual(['/c/:topic/share/', 'share', 0]);
    expect(pick('/q/q-1/embed/extraexplanation/')).toEqual([
      '/q/:question/embed/extraexplanation/',
      'extraexplanation',
      1,
    ]);
    // A page that marks nothing: on its own page the head script has its route; elsewhere none is needed.
    expect(headRoutes('/about/')).toEqual([['/about/', '', 0]]);
    expect(pick('/about/')).toBeUndefined();
    expect(pick('/e/fair26/results/')).toEqual(['/e/:code/results/', '', 0]);
  });

  it('writes the session keys and reads the carried answer where the modules that read them look', () => {
    // The inline script imports nothing, so its names are checked here against the modules'.
    const quoted = (name: string) => new RegExp(`["'\`]${name}["'\`]`);
    for (const key of [KEYS.entry, KEYS.transition, KEYS.carriedAnswer]) expect(headScriptText()).toMatch(quoted(key));
    expect(headScriptText()).toMatch(quoted(CARRIED_ANSWER_ATTRIBUTE));
  });
});
