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
import { cardDigest } from '#src/share-cards/card.ts';
import { cardOf, findCertificate } from '../services/certificates.ts';

/** Sets the `content` of each named meta tag (`property` or `name`) that the page has. */
export function replaceMeta(html: string, values: Readonly<Record<string, string>>): string {
  return html.replace(
    /<meta (property|name)="([^"]+)" content="[^"]*"(\s*\/?)>/g,
    (tag: string, attr: string, key: string, end: string) =>
      key in values ? `<meta ${attr}="${key}" content="${escapeHtml(values[key] ?? '')}"${end}>` : tag,
  );
}

/** What a page shared by link says of itself to crawlers. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** The page's absolute URL. */
  readonly url: string;
  /** Its own card's absolute URL, and the card's description. */
  readonly image: string;
  readonly imageAlt: string;
}

/** The page's Open Graph, Twitter and description meta set to `meta` (tags the page lacks are not added). */
export function withPageMeta(html: string, meta: PageMeta): string {
  return replaceMeta(html, {
    description: meta.description,
    'og:title': meta.title,
    'og:description': meta.description,
    'og:url': meta.url,
    'og:image': meta.image,
    'og:image:alt': meta.imageAlt,
    'twitter:title': meta.title,
    'twitter:description': meta.description,
    'twitter:image': meta.image,
    'twitter:image:alt': meta.imageAlt,
  });
}

/** What a page's meta is rewritten from (the verification page's here, a shared result's in result-meta.ts). */
export interface PageMetaDeps {
  readonly db: Db;
  readonly index: () => ContentIndex;
  /** The site's public origin (`PUBLIC_URL`, else `SITE_URL`). */
  readonly publicUrl: string;
}

/**
 * The verification page's HTML with the meta of certificate `route.params.code`, or null when
 * the route is another or no certificate has the code (the page is then served as built).
 */
export async function verifyPageHtml(
  deps: PageMetaDeps,
  route: RouteMatch,
  readPage: () => string,
): Promise<string | null> {
  if (route.name !== 'c-v-code') return null;
  const lang: Lang = route.lang;
  const cert = await findCertificate(deps.db, deps.index(), route.params.code, lang);
  if (!cert) return null;
  const title = `${t(lang, 'verify.metaTitle', { topic: cert.topic_name })} · ${t(lang, 'site.name')}`;
  const description = t(lang, 'verify.metaDescription', {
    topic: cert.topic_name,
    date: formatDate(lang, cert.earned_at),
  });
  // `v`: the card's digest, so a name set or changed later is a new image URL past every cache.
  const card = `/v1/certificates/${encodeURIComponent(cert.code)}/card.png?lang=${lang}&v=${cardDigest(cardOf(cert, lang))}`;
  const image = `${deps.publicUrl}${card}`;
  const imageAlt = t(lang, 'verify.metaTitle', { topic: cert.topic_name });
  return withPageMeta(readPage(), {
    title,
    description,
    url: `${deps.publicUrl}${localize(lang, paths.verify(cert.code))}`,
    image,
    imageAlt,
  });
}
