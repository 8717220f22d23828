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
  it('carries every route of the table, in matching order, as its argument', () => {
    expect(headRoutes().map(([pattern]) => pattern)).toEqual(ROUTE_TABLE.map((r) => r.pattern));
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
    expect(pick('/about/')).toEqual(['/about/', '', 0]);
  });

  it('writes the session keys and reads the carried answer where the modules that read them look', () => {
    // The inline script imports nothing, so its names are checked here against the modules'.
    const quoted = (name: string) => new RegExp(`["'\`]${name}["'\`]`);
    for (const key of [KEYS.entry, KEYS.transition, KEYS.carriedAnswer]) expect(headScriptText()).toMatch(quoted(key));
    expect(headScriptText()).toMatch(quoted(CARRIED_ANSWER_ATTRIBUTE));
  });
});
