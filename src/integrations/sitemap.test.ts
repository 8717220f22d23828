import { describe, expect, it } from 'vitest';
import { alternateLinks } from './sitemap.ts';

const site = 'https://quiz.example';

describe('alternateLinks', () => {
  it('links each page to itself in every language, in the sitemap library order', () => {
    const urls = [
      `${site}/`,
      `${site}/sv/`,
      `${site}/about/`,
      `${site}/sv/about/`,
      `${site}/t/health/`,
      `${site}/sv/t/health/`,
    ];
    const links = alternateLinks(urls);
    expect(links.get(`${site}/`)).toEqual([
      { url: `${site}/`, lang: 'en' },
      { url: `${site}/sv/`, lang: 'sv' },
    ]);
    expect(links.get(`${site}/sv/about/`)).toEqual([
      { url: `${site}/about/`, lang: 'en' },
      { url: `${site}/sv/about/`, lang: 'sv' },
    ]);
    // Sorted by URL as @astrojs/sitemap sorts them: "/sv/t/…" before "/t/…".
    expect(links.get(`${site}/t/health/`)).toEqual([
      { url: `${site}/sv/t/health/`, lang: 'sv' },
      { url: `${site}/t/health/`, lang: 'en' },
    ]);
  });

  it('gives a page listed in one language only no alternates', () => {
    const links = alternateLinks([`${site}/q/101/`, `${site}/q/102/`, `${site}/sv/q/102/`]);
    expect(links.has(`${site}/q/101/`)).toBe(false);
    expect(links.get(`${site}/q/102/`)).toHaveLength(2);
  });

  it('stays linear: 80,000 URLs are grouped in seconds (scanning every URL for each took minutes)', () => {
    const urls = Array.from({ length: 40_000 }, (_, i) => [`${site}/q/${i}/`, `${site}/sv/q/${i}/`]).flat();
    const started = performance.now();
    const links = alternateLinks(urls);
    expect(links.size).toBe(80_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
