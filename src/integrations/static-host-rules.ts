/**
 * Writes the files static hosts read from the output: `_redirects` (the rewrite rules that let
 * Netlify or Cloudflare Pages serve the sub-routes that are views of another page), `_headers`
 * (the same framing, security and cache headers the Node server sends, from
 * src/utils/response-headers.ts) and `robots.txt` naming the sitemap.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { staticHostRules } from '../domain/static-host-rules.ts';
import { embedOriginsFromEnv, headersFile, siteHeaderRules } from '../utils/response-headers.ts';

/**
 * `robots.txt`: crawl everything but the API, and name the sitemap index (@astrojs/sitemap's
 * `sitemap-index.xml`). The Sitemap line must be an absolute URL, so without `SITE_URL` it is
 * left out (a comment says why) rather than naming localhost.
 */
export function robotsTxt(siteUrl: string | undefined): string {
  const lines = ['User-agent: *', 'Disallow: /v1/', ''];
  if (siteUrl) lines.push(`Sitemap: ${new URL('/sitemap-index.xml', siteUrl).href}`);
  else lines.push('# No Sitemap line: SITE_URL was not set at build, and the line needs an absolute URL.');
  return `${lines.join('\n')}\n`;
}

/** The static-host-rules integration. */
export default function staticHostRulesFile(): AstroIntegration {
  return {
    name: 'quiz-static-host-rules',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        // Static hosts serve HTTPS, so Strict-Transport-Security belongs in their rules.
        await writeFile(join(out, '_headers'), headersFile(siteHeaderRules(embedOriginsFromEnv(process.env), true)));
        await writeFile(join(out, '_redirects'), staticHostRules());
        await writeFile(join(out, 'robots.txt'), robotsTxt(process.env['SITE_URL'] || undefined));
        logger.info('wrote _headers, _redirects and robots.txt');
      },
    },
  };
}
