/**
 * Cache keys for Astro's incremental build (`experimental.incrementalBuild`, used by publishing
 * builds): a page returned from `getStaticPaths()` with a `cacheKey` is copied from the previous
 * build instead of rendered when its key and its code are unchanged. The key must therefore
 * cover everything the page reads besides its code: its props, any other content it looks up,
 * and the build environment that ends up in pages (`PUBLIC_*` variables inlined into scripts,
 * `SITE_URL`) including the code version pages report with their errors (`codeVersion`: the git
 * commit by default, which no variable names). The build id every page carries is not part of
 * it: the build stamps its id into reused pages afterwards (src/content-layer/build-id.ts).
 * Without `PUBLIC_CODE_VERSION` and git the code version is the build id, so then every build
 * renders every page: publishing hosts without git should set `PUBLIC_CODE_VERSION`.
 */
import { createHash } from 'node:crypto';
import { codeVersion } from '../observability/public-config.ts';

/** The environment that shapes pages beyond the content. */
function environment(env: NodeJS.ProcessEnv): [string, string][] {
  return Object.entries(env)
    .filter(([k]) => k.startsWith('PUBLIC_') || k === 'SITE_URL')
    .map(([k, v]): [string, string] => [k, v ?? ''])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The key of a page rendered from `parts` (JSON-serializable data it reads). */
export function pageCacheKey(parts: readonly unknown[], env: NodeJS.ProcessEnv = process.env, version: string = codeVersion(env)): string {
  return createHash('sha256').update(JSON.stringify([environment(env), version, parts])).digest('base64url');
}
