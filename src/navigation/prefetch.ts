/**
 * Prefetches same-site pages the visitor is about to open (docs/reference/constants.md#navigation): when a link is
 * hovered for a moment, focused or touched, its page is fetched into the HTTP cache with
 * `<link rel="prefetch">`, at most 4 at a time (the rest wait their turn), each page once,
 * and nothing at all on slow connections (2G) or with data saver on. Astro's own prefetch
 * has no limit on parallel requests, hence this small script.
 */
export const MAX_PARALLEL = 4;
const HOVER_INTENT_MS = 80;

/** The Network Information API's fields we read (Chromium only; elsewhere prefetch is allowed). */
export interface ConnectionInfo {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** False on data-saver mode and on slow (2G) connections. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '');
}

/** Paths that are not pages (API, webhooks, build files, assets, search index). */
const NOT_PAGES = /^\/(v1|hooks|builds|_astro|pagefind)(\/|$)/;

/** The URL a link should prefetch, or null (other sites, this page, downloads, non-pages). */
export function prefetchTarget(link: { href: string; download?: string; target?: string }, here: URL): string | null {
  if (!link.href || link.download || (link.target && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href, here);
  } catch {
    // Expected: the page's markup holds an href no URL can be made of; nothing to prefetch.
    return null;
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  if (NOT_PAGES.test(url.pathname)) return null;
  url.hash = '';
  return url.href;
}

/**
 * Runs `start(url, done)` for each URL once, with at most `limit` running at a time; a URL
 * waits in line until a running one calls `done`.
 */
export function prefetchQueue(limit: number, start: (url: string, done: () => void) => void): (url: string) => void {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;
  const next = (): void => {
    while (running < limit) {
      const url = waiting.shift();
      if (url === undefined) break;
      running++;
      let finished = false;
      start(url, () => {
        if (finished) return;
        finished = true;
        running--;
        next();
      });
    }
  };
  return (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    waiting.push(url);
    next();
  };
}

function linkPrefetch(url: string, done: () => void): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  link.onload = done;
  link.onerror = done;
  document.head.append(link);
}

/**
 * Starts prefetching on hover, focus and touch of links (not on slow connections or data saver),
 * beginning with the intents seen while this module loaded (src/browser/navigation.ts): focus and
 * touch in their order, and the last hover as if it had just begun.
 */
export function startPrefetch(early: readonly Event[] = []): void {
  const enqueue = prefetchQueue(MAX_PARALLEL, linkPrefetch);
  const consider = (target: EventTarget | null) => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!prefetchAllowed(connection)) return;
    const link = (target as Partial<Pick<Element, 'closest'>> | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('data-no-prefetch')) return;
    const url = prefetchTarget(link, new URL(location.href));
    if (url) enqueue(url);
  };
  let hover = 0;
  const hoverIntent = (event: Event) => {
    clearTimeout(hover);
    hover = window.setTimeout(() => consider(event.target), HOVER_INTENT_MS);
  };
  document.addEventListener('mouseover', hoverIntent);
  document.addEventListener('mouseout', () => clearTimeout(hover));
  document.addEventListener('focusin', (event) => consider(event.target));
  document.addEventListener('touchstart', (event) => consider(event.target), { passive: true });
  const lastHover = early.findLast((event) => event.type === 'mouseover');
  for (const event of early) if (event.type !== 'mouseover') consider(event.target);
  if (lastHover) hoverIntent(lastHover);
}
