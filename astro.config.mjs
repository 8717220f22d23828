// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import AstroPWA from '@vite-pwa/astro';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import contentIntegration from './src/content-layer/astro-integration.ts';
import publicEnvStamp from './src/observability/public-env-stamp.ts';
import { loadSiteContent } from './src/content-layer/index.ts';
import { localize, paths } from './src/domain/routes.ts';
import { astroCsp } from './src/utils/content-security-policy.ts';

/** Plain text of rendered rich text. */
const plain = (html = '') =>
  html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();

/**
 * The full-text search index (Pagefind, one index per language in dist/pagefind/): topics,
 * questions and challenges from the content graph as explicit records, so results link to the
 * localized pages and no page needs indexing markup. The Search island loads it.
 *
 * @returns {import('astro').AstroIntegration}
 */
function searchIndex() {
  return {
    name: 'quiz-search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const graph = await loadSiteContent();
        const records = [];
        for (const lang of /** @type {const} */ (['en', 'sv'])) {
          for (const t of graph.topics) {
            const challenges = t.chapters.flatMap((c) => c.challenges);
            records.push({ url: localize(lang, paths.topic(t.slug)), language: lang, meta: { title: t.name[lang], type: 'topic' }, content: [t.name[lang], t.description[lang], ...t.chapters.map((c) => c.name[lang]), ...challenges.map((c) => c.title[lang])].filter(Boolean).join('. ') });
            for (const c of challenges) {
              const screens = [...c.intro, ...c.outro, ...c.combos.flatMap((k) => [...k.intro, ...k.outro])];
              records.push({ url: localize(lang, paths.challenge(t.slug, c.slug)), language: lang, meta: { title: c.title[lang], type: 'challenge' }, content: [c.title[lang], t.name[lang], ...c.combos.map((k) => k.name[lang]), ...screens.map((s) => `${s.title[lang]} ${plain(s.bodyHtml[lang])}`)].filter(Boolean).join('. ') });
            }
          }
          for (const q of graph.questions) {
            records.push({ url: localize(lang, paths.question(q.globalId)), language: lang, meta: { title: q.text[lang] || q.name[lang], type: 'question' }, content: [q.text[lang], ...q.answers.map((a) => a.text[lang]), plain(q.explanationHtml[lang])].filter(Boolean).join('. ') });
          }
        }
        const { index, errors } = await pagefind.createIndex({});
        if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
        for (let i = 0; i < records.length; i += 200) {
          const results = await Promise.all(records.slice(i, i + 200).map((r) => index.addCustomRecord(r)));
          const failed = results.flatMap((r) => r.errors);
          if (failed.length) throw new Error(`pagefind: ${failed.join('; ')}`);
        }
        const written = await index.writeFiles({ outputPath: join(fileURLToPath(dir), 'pagefind') });
        if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
        await pagefind.close();
        logger.info(`indexed ${records.length} search record(s) into pagefind/`);
      },
    },
  };
}

const site = process.env.SITE_URL || 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  // Directory pages with trailing slashes everywhere: the offline precache and every static
  // host agree on one URL per page.
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'never' },
  compressHTML: true,
  prefetch: false,
  // Script-hash Content-Security-Policy in a <meta> of every page (see src/utils/content-security-policy.ts).
  security: { csp: astroCsp(process.env) },
  // No Markdown code blocks here; Shiki's inline styles would not pass the CSP (Astro warns).
  markdown: { syntaxHighlight: false },
  // Publishing builds (ASTRO_BUILD_CACHE set by the server) reuse the output of unchanged pages
  // from the previous build: Astro's incremental build, with a cache of their own.
  ...(process.env.ASTRO_BUILD_CACHE ? { cacheDir: process.env.ASTRO_BUILD_CACHE, experimental: { incrementalBuild: true } } : {}),
  integrations: [
    contentIntegration(),
    react(),
    searchIndex(),
    publicEnvStamp(),
    // Offline (src/sw.ts): the manifests are pages of their own (one per language), the
    // worker registers itself from a bundled script; only assets and offline pages are precached.
    AstroPWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      mode: 'production',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        minify: true,
        globPatterns: ['_astro/**/*.{js,css,svg,woff2}', 'offline/index.html', 'sv/offline/index.html', 'favicon.svg'],
      },
    }),
    sitemap({
      i18n: { defaultLocale: 'en', locales: { en: 'en', sv: 'sv' } },
      filter: (page) => !/\/(embed|account|kiosk|offline)\//.test(page) && !/\/404\/?$|\/500\/?$/.test(page),
    }),
  ],
  vite: {
    build: { assetsInlineLimit: 0 },
  },
});
