/**
 * Cache keys for Astro's incremental build (`experimental.incrementalBuild`, used by publishing
 * builds): a page returned from `getStaticPaths()` with a `cacheKey` is copied from the previous
 * build instead of rendered when its key and its code are unchanged. The key must therefore
 * cover everything the page reads besides its code: its props, any other content it looks up,
 * and the build environment that ends up in pages (`PUBLIC_*` variables inlined into scripts,
 * `SITE_URL`). The build id every page carries is not part of it: the build stamps its id into
 * reused pages afterwards (src/content-layer/build-id.ts).
 */
import { createHash } from 'node:crypto';

/** The environment that shapes pages beyond the content. */
function environment(env: NodeJS.ProcessEnv): [string, string][] {
  return Object.entries(env)
    .filter(([k]) => k.startsWith('PUBLIC_') || k === 'SITE_URL')
    .map(([k, v]): [string, string] => [k, v ?? ''])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The key of a page rendered from `parts` (JSON-serializable data it reads). */
export function pageCacheKey(parts: readonly unknown[], env: NodeJS.ProcessEnv = process.env): string {
  return createHash('sha256').update(JSON.stringify([environment(env), parts])).digest('base64url');
}
