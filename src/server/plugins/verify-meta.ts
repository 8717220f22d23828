/**
 * The verification page `/c/v/{code}/` is one static page for every code, but a crawler that
 * fetches a shared link reads only the HTML: for a known code the server rewrites the page's
 * Open Graph and Twitter meta to name the certificate (title, description, URL) and its own card
 * image (`/v1/certificates/{code}/card.png`). Unknown codes get the page as built.
 */
import { escapeHtml } from '#src/utils/escape-html.ts';
import type { ContentIndex } from '#src/domain/content-index.ts';
import type { Lang } from '#src/domain/model.ts';
import { localize, paths, type RouteMatch } from '#src/domain/routes.ts';
import { formatDate } from '#src/utils/dates.ts';
import { t } from '#src/utils/i18n.ts';
import type { Db } from '../db/client.ts';
import { findCertificate } from '../services/certificates.ts';

/** Sets the `content` of each named meta tag (`property` or `name`) that the page has. */
export function replaceMeta(html: string, values: Readonly<Record<string, string>>): string {
  return html.replace(/<meta (property|name)="([^"]+)" content="[^"]*"(\s*\/?)>/g, (tag: string, attr: string, key: string, end: string) =>
    key in values ? `<meta ${attr}="${key}" content="${escapeHtml(values[key] ?? '')}"${end}>` : tag,
  );
}

export interface VerifyMetaDeps {
  readonly db: Db;
  readonly index: () => ContentIndex;
  /** The site's public origin (`PUBLIC_URL`, else `SITE_URL`). */
  readonly publicUrl: string;
}

/**
 * The verification page's HTML with the meta of certificate `route.params.code`, or null when
 * the route is another or no certificate has the code (the page is then served as built).
 */
export async function verifyPageHtml(deps: VerifyMetaDeps, route: RouteMatch, readPage: () => string): Promise<string | null> {
  if (route.name !== 'c-v-code') return null;
  const lang: Lang = route.lang;
  const cert = await findCertificate(deps.db, deps.index(), route.params.code, lang);
  if (!cert) return null;
  const title = `${t(lang, 'verify.metaTitle', { topic: cert.topic_name })} · ${t(lang, 'site.name')}`;
  const description = t(lang, 'verify.metaDescription', { topic: cert.topic_name, date: formatDate(lang, cert.earned_at) });
  const image = `${deps.publicUrl}/v1/certificates/${encodeURIComponent(cert.code)}/card.png?lang=${lang}`;
  const imageAlt = t(lang, 'verify.metaTitle', { topic: cert.topic_name });
  return replaceMeta(readPage(), {
    description,
    'og:title': title,
    'og:description': description,
    'og:url': `${deps.publicUrl}${localize(lang, paths.verify(cert.code))}`,
    'og:image': image,
    'og:image:alt': imageAlt,
    'twitter:title': title,
    'twitter:description': description,
    'twitter:image': image,
    'twitter:image:alt': imageAlt,
  });
}
