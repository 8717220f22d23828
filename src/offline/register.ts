/**
 * Registers the service worker (src/sw.ts) on every page of the built site. Kept tiny: no
 * workbox-window. The page that installed the worker was loaded without it, so it asks the
 * worker to keep that page too ("pages a visitor has seen work offline"). Every page also
 * tells its worker to `resume` when it loads and when a new worker takes over: a kiosk's pages
 * of a new build are warmed then, not during activation (which holds the pages' fetches).
 */
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const sw = navigator.serviceWorker;
  const firstVisit = !sw.controller;
  const resume = () => sw.controller?.postMessage({ type: 'resume' });
  sw.addEventListener('controllerchange', resume);
  resume();
  // Expected: registration refused (a DOMException: private mode, storage off) or sw.js not
  // reachable (a TypeError); the site then works without offline pages, so only a warning.
  sw.register('/sw.js', { scope: '/' }).catch((err: unknown) => console.warn('service worker not registered', err));
  // Never rejects (it waits for a registration); a bug in here surfaces as an unhandled rejection.
  void sw.ready.then((reg) => {
    if (firstVisit) reg.active?.postMessage({ type: 'warm', urls: [location.pathname] });
  });
}
