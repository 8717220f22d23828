// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import AstroPWA from '@vite-pwa/astro';
import appIcons from './src/integrations/app-icons.ts';
import buildManifest from './src/integrations/build-manifest.ts';
import contentAssets from './src/integrations/content-assets.ts';
import islandMessages from './src/integrations/island-messages.ts';
import islandRenderer from './src/integrations/island-renderer.ts';
import content from './src/integrations/content.ts';
import kioskOffline from './src/integrations/kiosk-offline.ts';
import onDemandIslands from './src/integrations/on-demand-islands.ts';
import precompress from './src/integrations/precompress.ts';
import pwaOutDir from './src/integrations/pwa-out-dir.ts';
import publicEnvStamp from './src/integrations/public-env-stamp.ts';
import searchIndex from './src/integrations/search-index.ts';
import shareCards from './src/integrations/share-cards.ts';
import sharedScripts from './src/integrations/shared-scripts.ts';
import chunkGroups from './src/integrations/chunk-groups.ts';
import sitemap from './src/integrations/sitemap.ts';
import staticHostRules from './src/integrations/static-host-rules.ts';

const site = process.env.SITE_URL || 'http://localhost:4321';

/** @type {import('@vite-pwa/astro').PwaOptions} */
const pwa = {
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
};

export default defineConfig({
  site,
  output: 'static',
  // Directory pages with trailing slashes everywhere: the offline precache and every static
  // host agree on one URL per page.
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'never' },
  compressHTML: true,
  prefetch: false,
  // No `security.csp`: the script-hash Content-Security-Policy <meta> of every page is written by
  // the shared-scripts step, hashed once per build instead of once per page (src/integrations/shared-scripts.ts).
  // No Markdown code blocks here; Shiki's inline styles would not pass the CSP (Astro warns).
  markdown: { syntaxHighlight: false },
  // Publishing builds (ASTRO_BUILD_CACHE set by the server) reuse the output of unchanged pages
  // from the previous build: Astro's incremental build, with a cache of their own.
  ...(process.env.ASTRO_BUILD_CACHE
    ? { cacheDir: process.env.ASTRO_BUILD_CACHE, experimental: { incrementalBuild: true } }
    : {}),
  // Build steps, one per module in src/integrations/; content comes first (it loads and checks
  // the content, serves it to pages as `virtual:quiz/content`, and fails a build with content errors
  // before the other steps start), the build manifest names the finished build, and precompress
  // runs last (it compresses what all the others wrote).
  integrations: [
    content(),
    contentAssets(),
    staticHostRules(),
    appIcons(),
    shareCards(),
    kioskOffline(),
    react(),
    onDemandIslands(),
    // Islands' strings as bundled modules, not props in every page (src/utils/island-messages.ts).
    islandMessages(),
    // Islands tagged as React for the server render: no throw-away render to find their renderer.
    islandRenderer(),
    // The layout's script and what it imports, React, what the players share: one chunk each.
    chunkGroups(),
    // Astro's inline island scripts become cached files and every page gets its CSP meta, as pages
    // render (before the precache list and compression).
    sharedScripts(),
    searchIndex(),
    publicEnvStamp(),
    // Offline (src/sw.ts): the manifests are pages of their own (one per language), the
    // worker registers itself from a bundled script; only assets and offline pages are precached.
    // Into the build's own folder, also with --outDir (src/integrations/pwa-out-dir.ts).
    pwaOutDir(pwa),
    AstroPWA(pwa),
    // Language alternates per page (src/integrations/sitemap.ts); no embeds, account, kiosk, summary, shared result or error pages.
    sitemap(
      (page) => !/\/(embed|account|kiosk|offline|summary)\//.test(page) && !/\/404\/?$|\/500\/?$|\/r\/$/.test(page),
    ),
    buildManifest(),
    // Last: compresses every text file the steps above wrote (reused pages after their stamp).
    precompress(),
  ],
  vite: {
    // No module preload helper: it was a chunk every page with a dynamic import loaded (0.9 KB
    // gzip), for code loaded on demand behind a screen that has already answered the learner.
    // The browsers the site's CSS is written for, named here because Astro emits the stylesheet
    // from its server build (whose target is Node, for which Lightning CSS lowers nothing): the
    // minifier then lowers what they lack, e.g. the tokens' `light-dark()` (src/styles/tokens.css)
    // for Safari before 17.5. Vite's own default browser target. SOURCEMAP=1 writes source maps
    // (to see what each chunk holds).
    build: {
      assetsInlineLimit: 0,
      modulePreload: false,
      sourcemap: Boolean(process.env.SOURCEMAP),
      cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'],
    },
  },
});
