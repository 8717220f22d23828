// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import contentIntegration from './src/content-layer/astro-integration.ts';

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
  integrations: [
    contentIntegration(),
    react(),
    sitemap({
      i18n: { defaultLocale: 'en', locales: { en: 'en', sv: 'sv' } },
      filter: (page) => !/\/(embed|account|kiosk)\//.test(page) && !/\/404\/?$|\/500\/?$/.test(page),
    }),
  ],
  vite: {
    build: { assetsInlineLimit: 0 },
  },
});
