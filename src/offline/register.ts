/**
 * Registers the service worker (src/sw.ts) on every page of the built site. Kept tiny: no
 * workbox-window. The page that installed the worker was loaded without it, so it asks the
 * worker to keep that page too ("pages a visitor has seen work offline").
 */
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const sw = navigator.serviceWorker;
  const firstVisit = !sw.controller;
  sw.register('/sw.js', { scope: '/' })
    .then(() => sw.ready)
    .then((reg) => {
      if (firstVisit) reg.active?.postMessage({ type: 'warm', urls: [location.pathname] });
    })
    .catch((err: unknown) => console.warn('service worker not registered', err));
}
