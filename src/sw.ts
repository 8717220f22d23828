/**
 * The service worker (built by @vite-pwa/astro with `strategies: 'injectManifest'`).
 *
 * - Precached per build: hashed `/_astro/` assets, the offline pages and the icons. A new build
 *   is a new precache; outdated precaches are removed on activation.
 * - Pages: network first (3 s timeout), falling back to the page kept in this build's pages
 *   cache, then to the offline page in the path's language. Pages are kept under the page that
 *   serves them (every view of a question is one entry; see src/offline/sw-logic.ts) and only
 *   when seen (or warmed): a large pack has tens of thousands of pages, none precached.
 *   The pages cache is named after the build, so pages never outlive the assets they load.
 * - `/_content/` images: stale-while-revalidate. `/v1/`, `/hooks/` and `/builds/` are never
 *   handled here, so they always go to the network.
 * - Messages: `warm` (keep these pages now: the test being taken, the first page seen),
 *   `kiosk` (keep the kiosk's pages, and again after each new build until `kiosk-off`) and
 *   `resume` (sent by every page when it loads or its worker changes, see register.ts).
 * - A new build activates at once: activation holds every fetch of the pages it controls, so
 *   it warms nothing. A kiosk's pages are warmed afterwards, on `resume`, and until that warm
 *   is complete the previous build is kept whole (its pages cache and its precached assets),
 *   so a kiosk that loses the network meanwhile still shows the pages it had.
 */
import { cacheNames, clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  buildTag,
  CONTENT_CACHE,
  contentAssetUrls,
  embeddableHeaders,
  kioskListPath,
  logUnexpected,
  META_CACHE,
  NEVER_CACHED,
  offlinePagePath,
  PAGES_CACHE_PREFIX,
  pageCacheKey,
} from './offline/sw-logic.ts';
import { isLang } from './domain/locale.ts';
import type { Lang } from './domain/model.ts';
import { isEmbedPath } from './domain/routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const manifest = self.__WB_MANIFEST;
const PAGES = `${PAGES_CACHE_PREFIX}${buildTag(manifest)}`;

// Workbox's precacheAndRoute would drop the previous build's assets on activation; a kiosk
// keeps them until its new pages are warmed (`dropOlderBuilds`).
const precache = new PrecacheController();
precache.addToCacheList(manifest);
self.addEventListener('install', (event) => void precache.install(event));
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

/** Workbox's plugin classes declare optional callbacks that strict optional types reject. */
const plugin = (p: object) => p as WorkboxPlugin;
const okOnly = plugin(new CacheableResponsePlugin({ statuses: [200] }));
const expireAfter = (maxEntries: number) => plugin(new ExpirationPlugin({ maxEntries }));
const samePage = {
  cacheKeyWillBeUsed: ({ request }: { request: Request }) => Promise.resolve(pageCacheKey(request.url)),
};
const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: 3,
  plugins: [okOnly, samePage],
  matchOptions: { ignoreVary: true, ignoreSearch: true },
});

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch (err) {
        // Expected: offline with no kept page (`no-response`); a bug is logged, then the same fallback.
        logUnexpected(err);
        const { pathname } = new URL(options.request.url);
        const older = await olderBuildPage(options.request.url);
        if (older) return older;
        const offline = await precache.matchPrecache(offlinePagePath(pathname));
        if (!offline) return Response.error();
        // Shown inside another site's frame: it must not carry the site's framing refusal.
        return isEmbedPath(pathname)
          ? new Response(offline.body, {
              status: offline.status,
              statusText: offline.statusText,
              headers: embeddableHeaders(offline.headers),
            })
          : offline;
      }
    },
    { denylist: [NEVER_CACHED] },
  ),
);

/** Assets of a previous build still kept (see `dropOlderBuilds`), for its pages shown offline. */
const olderBuildAsset = plugin({
  handlerDidError: async ({ request }: { request: Request }) =>
    (await caches.open(cacheNames.precache)).match(request, { ignoreSearch: true }),
});
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_astro/'),
  new CacheFirst({ cacheName: `${cacheNames.runtime}-astro`, plugins: [okOnly, expireAfter(200), olderBuildAsset] }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_content/'),
  new StaleWhileRevalidate({ cacheName: CONTENT_CACHE, plugins: [okOnly, expireAfter(3000)] }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/pagefind/'),
  new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: 3, plugins: [okOnly] }),
);

/** The page from a previous build's pages cache, kept while a kiosk's new build is warmed. */
async function olderBuildPage(url: string): Promise<Response | undefined> {
  const key = pageCacheKey(url);
  for (const name of await caches.keys()) {
    if (!name.startsWith(PAGES_CACHE_PREFIX) || name === PAGES) continue;
    const hit = await (await caches.open(name)).match(key, { ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

/** Drops the pages and precached assets of earlier builds (their pages load assets now gone). */
async function dropOlderBuilds(): Promise<void> {
  for (const name of await caches.keys())
    if (name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES) await caches.delete(name);
  const current = new Set(precache.getURLsToCacheKeys().values());
  const cache = await caches.open(cacheNames.precache);
  for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
}

/**
 * Fetches pages (and their content images) into the caches, a few at a time: how many are
 * kept, and how many could not be fetched (no network, a server error) and may be retried.
 */
async function warm(urls: readonly string[]): Promise<{ kept: number; failed: number }> {
  const cache = await caches.open(PAGES);
  const images = await caches.open(CONTENT_CACHE);
  let kept = 0;
  let failed = 0;
  const queue = [...new Set(urls)];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        const key = pageCacheKey(new URL(url, self.location.origin).href);
        if (await cache.match(key, { ignoreVary: true })) {
          kept++;
          continue;
        }
        // No redirects followed: a locale redirect must not be kept under the other path.
        // Expected: fetch rejects only when the network is down (counted as failed, retried later).
        const res = await fetch(url, { credentials: 'same-origin', redirect: 'manual' }).catch(() => null);
        if (!res || res.status >= 500) failed++;
        if (!res?.ok || res.type !== 'basic') continue;
        // Expected: the connection dropped in the middle of the page.
        const html = await res
          .clone()
          .text()
          .catch(() => null);
        if (html === null) {
          failed++;
          continue;
        }
        await cache.put(key, res);
        kept++;
        for (const img of contentAssetUrls(html)) {
          if (!(await images.match(img))) {
            const r = await fetch(img).catch(() => null); // expected: network down, the image is fetched when shown
            if (r?.ok) await images.put(img, r);
          }
        }
      } catch (err) {
        // Expected: storage full or closed (a DOMException); a bug is logged. The rest goes on.
        logUnexpected(err);
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return { kept, failed };
}

const KIOSK_FLAG = '/__offline/kiosk';
/** The pages cache a kiosk's warm last completed in. */
const KIOSK_WARMED = '/__offline/kiosk-warmed';

async function kioskLang(): Promise<Lang | null> {
  const flag = await (await caches.open(META_CACHE)).match(KIOSK_FLAG);
  const lang = flag ? await flag.text() : null;
  return isLang(lang) ? lang : null;
}

/** Keeps the kiosk's pages of this build; once all are kept, earlier builds are dropped. */
async function warmKiosk(lang: Lang): Promise<number> {
  const meta = await caches.open(META_CACHE);
  await meta.put(KIOSK_FLAG, new Response(lang));
  const res = await fetch(kioskListPath(lang), { cache: 'no-store' }).catch(() => null); // expected: offline, warmed on the next resume
  if (!res?.ok) return 0;
  const list = (await res.json()) as string[];
  const { kept, failed } = await warm(list);
  if (failed === 0) {
    await meta.put(KIOSK_WARMED, new Response(PAGES));
    await dropOlderBuilds();
  }
  return kept;
}

let kioskRun: Promise<unknown> | null = null;
/** After a new build: warms a kiosk's pages unless done for this build (once at a time). */
function keepKioskCurrent(): Promise<unknown> {
  kioskRun ??= (async () => {
    const lang = await kioskLang();
    if (!lang) return;
    const warmed = await (await caches.open(META_CACHE)).match(KIOSK_WARMED);
    if (warmed && (await warmed.text()) === PAGES) return;
    await warmKiosk(lang);
  })()
    .catch(logUnexpected)
    .finally(() => (kioskRun = null));
  return kioskRun;
}

/** Tells the pages that asked how warming went (tests and the kiosk page read it). */
function reply(event: ExtendableMessageEvent, data: Record<string, unknown>): void {
  const port = event.ports[0];
  if (port) port.postMessage(data);
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const msg = event.data as { type?: string; urls?: unknown; lang?: unknown } | null;
  if (msg?.type === 'warm' && Array.isArray(msg.urls)) {
    const urls = msg.urls
      .filter((u): u is string => typeof u === 'string' && u.startsWith('/') && !NEVER_CACHED.test(u))
      .slice(0, 500);
    event.waitUntil(warm(urls).then(({ kept }) => reply(event, { type: 'warmed', kept, total: urls.length })));
  } else if (msg?.type === 'kiosk' && isLang(msg.lang)) {
    event.waitUntil(warmKiosk(msg.lang).then((kept) => reply(event, { type: 'warmed', kept })));
  } else if (msg?.type === 'kiosk-off') {
    event.waitUntil(
      (async () => {
        await (await caches.open(META_CACHE)).delete(KIOSK_FLAG);
        await dropOlderBuilds();
        reply(event, { type: 'kiosk-off' });
      })(),
    );
  } else if (msg?.type === 'resume') {
    // A message event, unlike activation, holds no fetch while it lasts.
    event.waitUntil(keepKioskCurrent());
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Outside a kiosk, pages of earlier builds load assets that are gone: drop them with their
      // build. A kiosk keeps them until its pages of this build are warmed (on `resume`).
      if (!(await kioskLang())) await dropOlderBuilds();
    })(),
  );
});
