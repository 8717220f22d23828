/**
 * The browser's observability settings (docs/reference/constants.md#configuration): a client error
 * token, a production flag, a code version and an analytics tag id. They are read from the
 * environment when the site is built (the pages carry them), so `npm start` rebuilds when they
 * change (see `publicEnvFingerprint`). Pure apart from `gitCommit`, so the rules are testable.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { isValidTagId } from './gtag.ts';

export interface PublicObservabilityConfig {
  /** Rollbar "post_client_item" token; empty means browser errors go to the console only. */
  readonly rollbarClientToken: string;
  /** Rollbar item URL (tests point it at a local stand-in); empty means Rollbar's own. */
  readonly rollbarEndpoint: string;
  readonly production: boolean;
  readonly codeVersion: string;
  /** Google tag id (e.g. G-XXXXXXX); empty means no analytics and no consent banner. */
  readonly analyticsTagId: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * `PUBLIC_PRODUCTION=true|1`, or when it is unset `NODE_ENV=production` (which `astro build`
 * sets, so a built site reports as production unless `PUBLIC_PRODUCTION=false`).
 */
export function isProduction(env: Env): boolean {
  const flag = env['PUBLIC_PRODUCTION']?.trim().toLowerCase();
  if (flag) return flag === 'true' || flag === '1';
  return env['NODE_ENV'] === 'production';
}

/** The current git commit, or '' outside a git checkout (a tarball, a CI cache). */
export function gitCommit(cwd = process.cwd()): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Expected: no git here (a tarball, a CI cache) or not a checkout; the version falls back.
    return '';
  }
}

let commitOfProcess: string | undefined;
/** `gitCommit` of the working directory, run once per process (server start, build). */
export function processGitCommit(): string {
  return (commitOfProcess ??= gitCommit());
}

/**
 * The code version errors and pages report: `PUBLIC_CODE_VERSION`, else the git commit (asked
 * only then), else the build id (a checkout without git), else 'dev'.
 */
export function codeVersion(env: Env, commit: () => string = processGitCommit): string {
  return env['PUBLIC_CODE_VERSION']?.trim() || commit() || env['BUILD_ID'] || 'dev';
}

/**
 * Resolves the settings (code version: see `codeVersion`). A malformed tag id fails the build
 * rather than ship a broken URL.
 */
export function publicObservabilityConfig(
  env: Env,
  commit: () => string = processGitCommit,
): PublicObservabilityConfig {
  const tagId = env['PUBLIC_ANALYTICS_TAG_ID']?.trim() ?? '';
  if (tagId && !isValidTagId(tagId))
    throw new Error(`PUBLIC_ANALYTICS_TAG_ID is not a Google tag id: ${JSON.stringify(tagId)}`);
  return {
    rollbarClientToken: env['PUBLIC_ROLLBAR_CLIENT_TOKEN']?.trim() ?? '',
    rollbarEndpoint: env['PUBLIC_ROLLBAR_ENDPOINT']?.trim() ?? '',
    production: isProduction(env),
    codeVersion: codeVersion(env, commit),
    analyticsTagId: tagId,
  };
}

/**
 * A digest of everything in the environment that is baked into the built pages: every
 * `PUBLIC_*` variable. (`NODE_ENV` is not: `astro build` sets it to production itself.)
 * A build whose stamp differs is stale.
 */
export function publicEnvFingerprint(env: Env): string {
  const keys = Object.keys(env)
    .filter((k) => k.startsWith('PUBLIC_') && env[k])
    .sort();
  return createHash('sha256')
    .update(JSON.stringify(keys.map((k) => [k, env[k]])))
    .digest('hex')
    .slice(0, 16);
}

let atBuild: PublicObservabilityConfig | undefined;
/** The settings of this build process, resolved once (pages call this for every render). */
export function buildTimeConfig(): PublicObservabilityConfig {
  return (atBuild ??= publicObservabilityConfig(process.env));
}
