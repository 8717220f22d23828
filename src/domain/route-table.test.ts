import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteName } from './route-table.ts';
import { localize, matchRoute, pathFor, routeEntry } from './routes.ts';
import { rewriteRoutes, staticHostRules } from './static-host-rules.ts';

/** Sample values per parameter name; odd characters prove the encoding round-trips. */
const SAMPLE: Readonly<Record<string, string>> = {
  topic: 'hälsa och vård',
  question: 'q-101',
  challenge: 'quiz 1',
  code: 'fair26',
  tab: 'profile',
  topicGroup: 'world',
};

const paramNames = (pattern: string) => [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
const sampleParams = (pattern: string) => Object.fromEntries(paramNames(pattern).map((n) => [n, SAMPLE[n]!]));
const fill = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:([A-Za-z]+)/g, (_, n: string) => encodeURIComponent(params[n]!));

describe('the route table', () => {
  it('runs on URLPattern, which Node has built in', () => {
    expect(typeof globalThis.URLPattern).toBe('function');
  });

  it('round-trips every route in both languages: build a path, match it back to the same name, params and page', () => {
    for (const route of ROUTE_TABLE) {
      const params = sampleParams(route.pattern);
      // The builder is typed per route; the table loop sees the union, hence the widening here.
      const build = pathFor as (name: RouteName, params: Record<string, string>) => string;
      for (const lang of ['en', 'sv'] as const) {
        const path = localize(lang, build(route.name, params));
        expect(matchRoute(path), path).toEqual({
          lang,
          name: route.name,
          params,
          page: localize(lang, fill(route.page, params)),
        });
      }
    }
  });

  it('has unique names, patterns ending in a slash and pages that are routes of their own', () => {
    expect(new Set(ROUTE_TABLE.map((r) => r.name)).size).toBe(ROUTE_TABLE.length);
    for (const route of ROUTE_TABLE) {
      expect(route.pattern.endsWith('/'), route.name).toBe(true);
      const page = fill(route.page, sampleParams(route.page));
      expect(matchRoute(page)?.page, route.name).toBe(page);
      // A page parameter always comes from the route's own path.
      for (const n of paramNames(route.page)) expect(paramNames(route.pattern), route.name).toContain(n);
    }
  });

  it('looks up entries by name', () => {
    expect(routeEntry('q-question-embed').embed).toBe(true);
    expect(routeEntry('c-topic-share').view).toBe('share');
  });
});

describe('static host rules', () => {
  const rules = staticHostRules()
    .trim()
    .split('\n')
    .map((l) => l.split(' '));

  it('rewrite every route whose page is another, in both languages, to that page', () => {
    const rewrites = rules.filter((r) => r[2] === '200').map(([from, to]) => `${from} ${to}`);
    const expected = ROUTE_TABLE.filter((r) => r.page !== r.pattern).flatMap((r) => [
      `${r.pattern} ${r.page}`,
      `/sv${r.pattern} /sv${r.page}`,
    ]);
    expect(rewrites.sort()).toEqual(expected.sort());
    expect(rewriteRoutes().length).toBeGreaterThan(15);
    expect(rewrites).toContain('/sv/t/:topic/embed/:question/explanation/ /sv/q/:question/');
  });

  it('end with the catch-alls: the doubled Swedish prefix, then the 404 pages', () => {
    expect(rules.slice(-3).map((r) => r.join(' '))).toEqual([
      '/sv/sv/* /sv/:splat 301',
      '/sv/* /sv/404/ 404',
      '/* /404.html 404',
    ]);
  });

  it('never redirect or rewrite to a target a request can turn into another host', () => {
    for (const [from, to, status] of rules) {
      // A target must start with a literal segment: a placeholder first could be `/evil.example`.
      expect(to, `${from} ${to} ${status}`).toMatch(/^\/[A-Za-z0-9_.-]+(?:\/|$)/);
      expect(to).not.toMatch(/^\/[:*]|^[/\\]{2}/);
    }
  });
});
