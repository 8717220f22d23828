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
 * - Messages: `warm` (keep these pages now: the test being taken, the first page seen) and
 *   `kiosk` (keep the kiosk's pages, and again after each new build until `kiosk-off`).
 */
import { cacheNames, clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { buildTag, CONTENT_CACHE, contentAssetUrls, kioskListPath, META_CACHE, NEVER_CACHED, offlinePagePath, PAGES_CACHE_PREFIX, pageCacheKey } from './offline/sw-logic.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const manifest = self.__WB_MANIFEST;
const PAGES = `${PAGES_CACHE_PREFIX}${buildTag(manifest)}`;

precacheAndRoute(manifest);
cleanupOutdatedCaches();
self.skipWaiting();
clientsClaim();

/** Workbox's plugin classes declare optional callbacks that strict optional types reject. */
const plugin = (p: object) => p as WorkboxPlugin;
const okOnly = plugin(new CacheableResponsePlugin({ statuses: [200] }));
const expireAfter = (maxEntries: number) => plugin(new ExpirationPlugin({ maxEntries }));
const samePage = { cacheKeyWillBeUsed: async ({ request }: { request: Request }) => pageCacheKey(request.url) };
const pages = new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: 3, plugins: [okOnly, samePage], matchOptions: { ignoreVary: true, ignoreSearch: true } });

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        const offline = await matchPrecache(offlinePagePath(new URL(options.request.url).pathname));
        return offline ?? Response.error();
      }
    },
    { denylist: [NEVER_CACHED] },
  ),
);

registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_astro/'), new CacheFirst({ cacheName: `${cacheNames.runtime}-astro`, plugins: [okOnly, expireAfter(200)] }));
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_content/'), new StaleWhileRevalidate({ cacheName: CONTENT_CACHE, plugins: [okOnly, expireAfter(3000)] }));
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/pagefind/'), new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: 3, plugins: [okOnly] }));

/** Fetches pages (and their content images) into the caches, a few at a time. */
async function warm(urls: readonly string[]): Promise<number> {
  const cache = await caches.open(PAGES);
  const images = await caches.open(CONTENT_CACHE);
  let kept = 0;
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
        const res = await fetch(url, { credentials: 'same-origin', redirect: 'manual' });
        if (!res.ok || res.type !== 'basic') continue;
        const html = await res.clone().text();
        await cache.put(key, res);
        kept++;
        for (const img of contentAssetUrls(html)) {
          if (!(await images.match(img))) {
            const r = await fetch(img).catch(() => null);
            if (r?.ok) await images.put(img, r);
          }
        }
      } catch {
        // Offline or a broken page: the rest still goes on.
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return kept;
}

const KIOSK_FLAG = '/__offline/kiosk';

async function warmKiosk(lang: 'en' | 'sv'): Promise<number> {
  const meta = await caches.open(META_CACHE);
  await meta.put(KIOSK_FLAG, new Response(lang));
  const res = await fetch(kioskListPath(lang), { cache: 'no-store' });
  if (!res.ok) return 0;
  return warm((await res.json()) as string[]);
}

/** Tells the pages that asked how warming went (tests and the kiosk page read it). */
async function reply(event: ExtendableMessageEvent, data: Record<string, unknown>) {
  const port = event.ports[0];
  if (port) port.postMessage(data);
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const msg = event.data as { type?: string; urls?: unknown; lang?: unknown } | null;
  if (msg?.type === 'warm' && Array.isArray(msg.urls)) {
    const urls = msg.urls.filter((u): u is string => typeof u === 'string' && u.startsWith('/') && !NEVER_CACHED.test(u)).slice(0, 500);
    event.waitUntil(warm(urls).then((kept) => reply(event, { type: 'warmed', kept, total: urls.length })));
  } else if (msg?.type === 'kiosk' && (msg.lang === 'en' || msg.lang === 'sv')) {
    event.waitUntil(warmKiosk(msg.lang).then((kept) => reply(event, { type: 'warmed', kept })));
  } else if (msg?.type === 'kiosk-off') {
    event.waitUntil(caches.open(META_CACHE).then((c) => c.delete(KIOSK_FLAG)).then(() => reply(event, { type: 'kiosk-off' })));
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Pages of earlier builds load assets that are gone: drop them with their build.
      for (const name of await caches.keys()) if (name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES) await caches.delete(name);
      // A kiosk keeps working across builds: warm the new build's pages.
      const flag = await (await caches.open(META_CACHE)).match(KIOSK_FLAG);
      const lang = flag ? await flag.text() : null;
      if (lang === 'en' || lang === 'sv') await warmKiosk(lang).catch(() => 0);
    })(),
  );
});
