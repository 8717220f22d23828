/**
 * New build detection (spec section 4): the page knows the build it came from
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
  try {
    const res = await fetch('/builds/latest.json', { cache: 'no-store' });
    if (!res.ok) return;
    const { buildId } = (await res.json()) as { buildId?: string };
    if (buildId && buildId !== own) {
      stale = true;
      document.documentElement.dataset['staleBuild'] = buildId;
    }
  } catch {
    // Offline or the server is restarting: try again later.
  }
}

setTimeout(() => {
  if (own) fetch(`/builds/meta/${encodeURIComponent(own)}.json`).catch((err: unknown) => console.warn('build manifest unavailable', err));
}, 1000);
setInterval(() => void check(), POLL_MS);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void check();
});
// In-page navigation (src/navigation/router.ts) reads `data-stale-build` and loads in full then.
// Also exposed for tests and for islands that navigate themselves.
(window as unknown as { __checkBuild: () => Promise<void> }).__checkBuild = check;
