/**
 * The service worker's decisions as pure functions (src/sw.ts runs them; tests call them):
 * which cache key a page is kept under, which requests must never come from a cache, the
 * offline page of a path's language, the build-scoped cache name, and the content images a
 * page uses (cached with it, so a kiosk shows them offline).
 */
import { isExpectedFailure } from '../api-client/failures.ts';
import type { Lang } from '../domain/model.ts';
import { isEmbedPath, localize, matchRoute, routeEntry, splitLocale } from '../domain/routes.ts';

/** Never served from a cache: the API, the webhook and the build pointers. */
export const NEVER_CACHED = /^\/(?:v1|hooks|builds)(?:\/|$)/;

/**
 * The key a page is cached under: the generated page that serves the path (sub-routes such as
 * `/t/{topic}/{question}/explanation/` are views of `/q/{question}/`, see route-table.ts), without
 * query or hash. So seeing a question once makes every view of it work offline. Embed views
 * are served by the same page but with other framing headers (other sites may frame them, the
 * site's own pages no one), so they are kept apart, under the page's `embed/` path.
 */
export function pageCacheKey(url: string): string {
  const u = new URL(url);
  const route = matchRoute(u.pathname);
  let path = u.pathname;
  if (route) {
    try {
      path = new URL(route.page, u.origin).pathname;
    } catch {
      // Expected: the page path carries the request's own (decoded) parameters, which may not
      // make a URL; the request's path is the key then.
      path = u.pathname;
    }
    if (routeEntry(route.name).embed === true && !isEmbedPath(path)) path = `${path}embed/`;
  }
  return `${u.origin}${path}`;
}

/**
 * The headers of a fallback (the offline page) shown at an embed path: without the framing
 * refusal the site's own pages carry (`X-Frame-Options`, CSP `frame-ancestors`), so the other
 * site's frame shows it instead of a browser error. The other directives stay.
 */
export function embeddableHeaders(headers: Headers): Headers {
  const out = new Headers(headers);
  out.delete('X-Frame-Options');
  const policy = out.get('Content-Security-Policy');
  if (policy !== null) {
    const kept = policy
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d && !/^frame-ancestors(?:\s|$)/i.test(d));
    if (kept.length) out.set('Content-Security-Policy', kept.join('; '));
    else out.delete('Content-Security-Policy');
  }
  return out;
}

/** The friendly page shown for an unseen page without a network, in the path's language. */
export function offlinePagePath(pathname: string): string {
  return localize(splitLocale(pathname).lang, '/offline/');
}

/** A short stable hash (FNV-1a) of the precache manifest: one pages cache per build. */
export function buildTag(manifest: readonly { url: string; revision?: string | null }[]): string {
  let h = 0x811c9dc5;
  for (const e of manifest) {
    for (const ch of `${e.url}\u0000${e.revision ?? ''}\u0001`) {
      h ^= ch.charCodeAt(0);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return h.toString(36);
}

export const PAGES_CACHE_PREFIX = 'pages-';
export const CONTENT_CACHE = 'content-assets';
export const META_CACHE = 'offline-meta';

/** Same-origin content images a page refers to (`/_content/…`), to keep with the page. */
export function contentAssetUrls(html: string): string[] {
  const out = new Set<string>();
  for (const [, url] of html.matchAll(/\b(?:src|href)="(\/_content\/[^"]+)"/g))
    if (url) out.add(url.replace(/&amp;/g, '&'));
  return [...out];
}

/** The page list a kiosk warms, as the build writes it (see src/domain/offline-pages.ts). */
export function kioskListPath(lang: Lang): string {
  return `/offline/kiosk-${lang}.json`;
}

/**
 * Whether the service worker was written to survive `err`: the network and the cache both had
 * no page (Workbox's `no-response`) or the browser refused (a `DOMException`: storage full, an
 * aborted fetch). Anything else is a bug, which must not pass for "offline".
 */
export function isExpectedOfflineFailure(err: unknown): boolean {
  return isExpectedFailure(err) || (err instanceof Error && err.name === 'no-response');
}

/** The worker has no Rollbar (it is its own context): a bug goes to its console, expected failures stay silent. */
export function logUnexpected(err: unknown, log: (err: unknown) => void = console.error): void {
  if (!isExpectedOfflineFailure(err)) log(err);
}
