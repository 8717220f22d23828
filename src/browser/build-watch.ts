/**
 * New build detection (docs/reference/states.md#new-build-detection): the page knows the build it came from
 * (`<meta name="build-id">`), polls `builds/latest.json`, and once a newer build is live the
 * next navigation loads it in full (links are full page loads anyway; the in-page router
 * turns its view switches into page loads too). The
 * build manifest is fetched about a second after start; a failure there is only logged.
 */
const POLL_MS = 60_000;
const own = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? '';
let stale = false;

async function check(): Promise<void> {
  if (stale || !own || !navigator.onLine) return;
  // Expected failures only, so nothing else is caught: offline or the server restarting (fetch
  // rejects), or a proxy's error page instead of JSON. Either way: try again later.
  const res = await fetch('/builds/latest.json', { cache: 'no-store' }).catch(() => null);
  if (!res?.ok) return;
  const body: unknown = await res.json().catch(() => null);
  const buildId = typeof body === 'object' && body !== null && 'buildId' in body ? body.buildId : undefined;
  if (typeof buildId === 'string' && buildId && buildId !== own) {
    stale = true;
    document.documentElement.dataset['staleBuild'] = buildId;
  }
}

setTimeout(() => {
  // Only fetch can fail here, and only for the network: expected, so a warning.
  if (own)
    fetch(`/builds/meta/${encodeURIComponent(own)}.json`).catch((err: unknown) =>
      console.warn('build manifest unavailable', err),
    );
}, 1000);
setInterval(() => void check(), POLL_MS);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void check();
});
// In-page navigation (src/navigation/router.ts) reads `data-stale-build` and loads in full then.
// Also exposed for tests and for islands that navigate themselves.
(window as unknown as { __checkBuild: () => Promise<void> }).__checkBuild = check;
