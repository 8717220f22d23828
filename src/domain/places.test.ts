import { describe, expect, it } from 'vitest';
import { sitePlaceOfEmbed } from './embed-places.ts';
import { otherLang, placeIn } from './places.ts';
import { ROUTE_TABLE, type RouteInfo } from './route-table.ts';
import { matchRoute } from './routes.ts';

const place = (to: 'en' | 'sv', url: string) => {
  const u = new URL(url, 'http://site');
  return placeIn(to, matchRoute(u.pathname), u.pathname, u.search, u.hash);
};

describe('the same place in the other language', () => {
  it('keeps the question, the test and the view', () => {
    expect(place('sv', '/t/health/q1/?test=t2')).toBe('/sv/t/health/q1/?test=t2');
    expect(place('en', '/sv/t/health/q1/explanation/?test=t2')).toBe('/t/health/q1/explanation/?test=t2');
    expect(place('sv', '/t/health/q1/feedback/')).toBe('/sv/t/health/q1/feedback/');
  });

  it('keeps the question of a certificate or event test under way', () => {
    expect(place('sv', '/c/health/q3/')).toBe('/sv/c/health/q3/');
    expect(place('en', '/sv/c/health/q3/explanation/')).toBe('/c/health/q3/explanation/');
    expect(place('sv', '/c/health/share/')).toBe('/sv/c/health/share/');
    expect(place('sv', '/e/abc/q2/')).toBe('/sv/e/abc/q2/');
  });

  it('keeps embeds embedded and escapes parameters again', () => {
    expect(place('sv', '/q/a%20b/embed/explanation/')).toBe('/sv/q/a%20b/embed/explanation/');
    expect(place('en', '/sv/t/health/embed/done/')).toBe('/t/health/embed/done/');
  });

  it('switches a path outside the table in place, and the start page', () => {
    expect(place('sv', '/')).toBe('/sv/');
    expect(place('en', '/sv/')).toBe('/');
    expect(placeIn('sv', null, '/offline/', '?x=1')).toBe('/sv/offline/?x=1');
  });

  it('names the other language', () => {
    expect(otherLang('en')).toBe('sv');
    expect(otherLang('sv')).toBe('en');
  });
});

describe("an embed's page on the site", () => {
  it('is the same question or topic, in the same view and language, without the frame', () => {
    expect(sitePlaceOfEmbed(matchRoute('/q/q1/embed/'))).toBe('/q/q1/');
    expect(sitePlaceOfEmbed(matchRoute('/sv/q/q1/embed/explanation/'))).toBe('/sv/q/q1/explanation/');
    expect(sitePlaceOfEmbed(matchRoute('/t/health/embed/q1/'))).toBe('/t/health/q1/');
    expect(sitePlaceOfEmbed(matchRoute('/sv/t/health/embed/'))).toBe('/sv/t/health/');
    expect(sitePlaceOfEmbed(matchRoute('/t/health/embed/done/'))).toBe('/t/health/');
  });

  it('is named for every embed route, with parameters the site route takes', () => {
    const params = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    for (const r of ROUTE_TABLE as readonly RouteInfo[]) {
      const sample = r.pattern.replace(/:(\w+)/g, (_, n: string) => `x-${n}`);
      const site = sitePlaceOfEmbed(matchRoute(sample));
      if (!r.embed) {
        expect(site, r.name).toBeNull();
        continue;
      }
      expect(site, r.name).not.toBeNull();
      const target = matchRoute(site!)!;
      expect(target.name.includes('embed'), r.name).toBe(false);
      expect(params(ROUTE_TABLE.find((x) => x.name === target.name)!.pattern), r.name).toEqual(params(r.pattern));
    }
  });
});
