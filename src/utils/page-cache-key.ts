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
export function pageCacheKey(
  parts: readonly unknown[],
  env: NodeJS.ProcessEnv = process.env,
  version: string = codeVersion(env),
): string {
  return pageKeyer(env, version)(parts);
}

/**
 * A key function for many pages: the environment and code version are read and serialised once
 * (reading `process.env` is slow, and a build asks for tens of thousands of keys). Its keys
 * equal `pageCacheKey`'s, so the caches of earlier builds stay valid.
 */
function pageKeyer(env: NodeJS.ProcessEnv, version: string): (parts: readonly unknown[]) => string {
  const head = JSON.stringify([environment(env), version]).slice(0, -1);
  return (parts) =>
    createHash('sha256')
      .update(`${head},${JSON.stringify(parts)}]`)
      .digest('base64url');
}

/**
 * The page key function for this build, or null when the build renders every page anyway:
 * Astro's incremental build is on only when `ASTRO_BUILD_CACHE` names its cache
 * (astro.config.mjs), and outside it the keys would be hashed for nothing (at 20,000 questions,
 * 40,000 hashes of a question each).
 */
export function incrementalPageKeys(
  env: NodeJS.ProcessEnv = process.env,
): ((parts: readonly unknown[]) => string) | null {
  return env['ASTRO_BUILD_CACHE'] ? pageKeyer(env, codeVersion(env)) : null;
}
