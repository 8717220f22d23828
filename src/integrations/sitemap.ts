/**
 * The sitemap (@astrojs/sitemap) with each page's language alternates (`xhtml:link hreflang`).
 * The library's own `i18n` option finds a page's alternates by scanning every URL of the site for
 * each page, which grows with the square of the page count (about 50 s of a 20,000-question
 * build, 41,000 pages); here the alternates are grouped by path once, in one pass, and added in
 * `serialize`. The output is the same: the same links, in the same order.
 */
import sitemap, { type SitemapOptions } from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import type { Lang } from '../domain/model.ts';
import { splitLocale } from '../domain/routes.ts';

/** A language alternate of a sitemap entry. */
export interface AlternateLink {
  readonly url: string;
  readonly lang: Lang;
}

/** The sitemap library's URL order (its `localeCompare(b, 'en', { numeric: true })` sort), kept so the links come out as it wrote them. */
const byUrl = new Intl.Collator('en', { numeric: true }).compare;

/**
 * The alternates of every URL, by URL: the URLs of the same page in each language (the path
 * without its locale prefix), in the library's order; a page in one language only has none.
 */
export function alternateLinks(urls: Iterable<string>): Map<string, readonly AlternateLink[]> {
  const groups = new Map<string, AlternateLink[]>();
  for (const url of urls) {
    const { lang, path } = splitLocale(new URL(url).pathname);
    const group = groups.get(path);
    if (group) group.push({ url, lang });
    else groups.set(path, [{ url, lang }]);
  }
  const byPage = new Map<string, readonly AlternateLink[]>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group.sort((a, b) => byUrl(a.url, b.url));
    for (const link of group) byPage.set(link.url, group);
  }
  return byPage;
}

/**
 * The sitemap integration: `filter` decides which pages are listed; their alternates are added
 * from one index of the listed URLs.
 */
export default function sitemapWithAlternates(filter: (url: string) => boolean): AstroIntegration {
  const listed = new Set<string>();
  let links: Map<string, readonly AlternateLink[]> | null = null;
  const options: SitemapOptions = {
    // Every listed URL passes here before any is serialised.
    filter: (url) => {
      if (!filter(url)) return false;
      listed.add(url);
      return true;
    },
    serialize: (item) => {
      links ??= alternateLinks(listed);
      const alternates = links.get(item.url);
      return alternates ? { ...item, links: alternates.map((l) => ({ url: l.url, lang: l.lang })) } : item;
    },
  };
  const integration = sitemap(options);
  const done = integration.hooks['astro:build:done'];
  if (!done) throw new Error('@astrojs/sitemap has no astro:build:done hook');
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      // A fresh index for every build this process runs.
      'astro:build:done': async (args) => {
        listed.clear();
        links = null;
        await done(args);
      },
    },
  };
}
