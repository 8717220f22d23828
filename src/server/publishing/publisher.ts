/**
 * Rebuilds the site when content is published and puts the new build live atomically: each
 * build goes to a folder of its own under `DATA_DIR/builds/`, and only a build that succeeded
 * replaces the live one (the server switches its static root and reloads the API's content).
 * A failed build leaves the previous one live and is reported with the offending entries.
 * Requests that arrive close together are coalesced: one build runs at a time, and requests
 * during a build cause exactly one more. Content whose site digest (src/content-layer/
 * site-digest.ts) equals the live build's is not rebuilt: the live build already shows it.
 * The content is read once per publish, before the build, and goes live with it (the API's
 * content snapshot): a build that recorded another site digest than that read (the source was
 * edited while it ran) does not go live, so the API never serves other content than the pages.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface BuildResult {
  readonly ok: boolean;
  readonly log: string;
}

export type Builder = (outDir: string) => Promise<BuildResult>;

/** What a publish read of the content: the site digest it normalizes to, and whatever `goLive` needs. */
export interface ReadContent {
  readonly siteDigest: string;
}

export interface PublisherOptions<C extends ReadContent = ReadContent> {
  /** Where builds live: `<buildsDir>/<buildId>/`, and `current` names the live one. */
  readonly buildsDir: string;
  readonly build: Builder;
  /**
   * Called with a successful build's folder and the content it was built from (null without
   * `read`); the build is live when it resolves. A throw before anything went live fails the publish.
   */
  readonly goLive: (dir: string, buildId: string, content: C | null) => Promise<void>;
  readonly debounceMs?: number;
  /**
   * Fetches the content's changes once per publish, before the digest and the build read it
   * (the Contentful sync snapshot); a failure fails the publish and the live build stays.
   */
  readonly refresh?: () => Promise<void>;
  /**
   * Reads the content as it is now, once per publish: a rebuild is skipped when the live build
   * has its site digest, and a build goes live with it only when the build recorded that digest.
   */
  readonly read?: () => Promise<C>;
  /** The folder being served now (it can be `dist/` rather than the last publish; see `siteToServe`). */
  readonly served?: () => string;
  readonly log?: (level: 'info' | 'error', message: string) => void;
}

export interface PublishReport {
  readonly buildId: string;
  readonly ok: boolean;
  readonly startedAt: string;
  readonly seconds: number;
  /** True when the content's site digest equals the live build's: nothing was built. */
  readonly skipped?: boolean;
  /** Lines naming offending entries (`ERROR <type> '<id>' …`) when the build failed. */
  readonly errors: readonly string[];
}

/** Runs `astro build --outDir <dir>` with the server's environment (content source included). */
export function astroBuilder(projectRoot: string, env: NodeJS.ProcessEnv = process.env): Builder {
  return (outDir) =>
    new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        [join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', outDir],
        {
          cwd: projectRoot,
          env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', BUILD_ID: basename(outDir) },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let log = '';
      child.stdout.on('data', (d: Buffer) => (log += d.toString()));
      child.stderr.on('data', (d: Buffer) => (log += d.toString()));
      child.on('close', (code) => resolve({ ok: code === 0, log }));
    });
}

/**
 * A new build's id: the time and a random suffix, always 19 characters (reused pages get the new
 * id patched in place, which needs ids of one length: src/content-layer/build-id.ts).
 */
export function newBuildId(now = new Date()): string {
  return `${now
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}-${Math.random().toString(36).slice(2, 6).padEnd(4, '0')}`;
}

/** Where publishing builds keep Astro's incremental-build cache (outside `builds/`, which is pruned). */
export function buildCacheDir(dataDir: string): string {
  return join(dataDir, 'build-cache');
}

/**
 * The environment a publishing build runs with: `env` pointing Astro's incremental-build cache at
 * `cacheDir`, or at nothing (every page rendered) with `INCREMENTAL_BUILD=false`, since Astro's
 * incremental build is experimental. One rule for the public builds, the preview builds (a cache
 * of their own: it must never hold drafts for the public site) and the tests' first build.
 */
export function withBuildCache(env: NodeJS.ProcessEnv, cacheDir: string): NodeJS.ProcessEnv {
  return { ...env, ASTRO_BUILD_CACHE: env['INCREMENTAL_BUILD'] === 'false' ? '' : cacheDir };
}

/** The site digest a build recorded in its `builds/meta/<id>.json`, if any. */
export function buildDigest(dir: string, buildId: string): string | null {
  try {
    const meta = JSON.parse(readFileSync(join(dir, 'builds', 'meta', `${buildId}.json`), 'utf8')) as {
      siteDigest?: unknown;
    };
    return typeof meta.siteDigest === 'string' ? meta.siteDigest : null;
  } catch {
    // Expected: a build from before digests, or a meta file removed with its build.
    return null;
  }
}

/** The live build recorded in `buildsDir/current`, if its folder still exists. */
export function currentBuild(buildsDir: string): { buildId: string; dir: string } | null {
  const file = join(buildsDir, 'current');
  if (!existsSync(file)) return null;
  const buildId = readFileSync(file, 'utf8').trim();
  const dir = join(buildsDir, buildId);
  return buildId && existsSync(join(dir, 'index.html')) ? { buildId, dir } : null;
}

/** The id of the build in `dir` (its `builds/latest.json`), or '' when unreadable. */
export function servedBuildId(dir: string): string {
  try {
    const { buildId } = JSON.parse(readFileSync(join(dir, 'builds', 'latest.json'), 'utf8')) as { buildId?: unknown };
    // The publisher writes the id as a string.
    return typeof buildId === 'string' ? buildId : '';
  } catch {
    // Expected: a site built without publishing metadata (a plain `dist/`).
    return '';
  }
}

/** When the site in `dir` was built (its build meta's `builtAt`), or 0 when unknown. */
function builtAt(dir: string): number {
  try {
    const buildId = servedBuildId(dir);
    const meta = JSON.parse(readFileSync(join(dir, 'builds', 'meta', `${buildId}.json`), 'utf8')) as {
      builtAt?: string;
    };
    return Date.parse(meta.builtAt ?? '') || 0;
  } catch {
    // Expected: no build meta (a plain `dist/`); it then counts as the oldest.
    return 0;
  }
}

/**
 * The site to serve at start: the last published build or `dist/`, whichever was built later.
 * A published build outlives restarts, but `npm start` rebuilds `dist/` when the code, the pack
 * or the public configuration changed, and that newer build must not be hidden by an old one
 * (nor an old `dist/` hide a newer publish). Build ids of `dist/` and of publishes have
 * different shapes, so the build meta's time decides.
 */
export function siteToServe(buildsDir: string, distDir: string): string {
  const live = currentBuild(buildsDir);
  if (!live) return distDir;
  return builtAt(distDir) > builtAt(live.dir) ? distDir : live.dir;
}

export function createPublisher<C extends ReadContent>(opts: PublisherOptions<C>) {
  const log = opts.log ?? (() => undefined);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let last: PublishReport | null = null;
  const waiters: (() => void)[] = [];

  /**
   * Records a publish that failed (content that could not be fetched, a build that failed) as
   * the last report, which `GET /hooks/status` shows, and logs `message`; the live build stays.
   */
  const failed = (buildId: string, started: number, errors: readonly string[], message: string): PublishReport => {
    const report: PublishReport = {
      buildId,
      ok: false,
      startedAt: new Date(started).toISOString(),
      seconds: (Date.now() - started) / 1000,
      errors,
    };
    last = report;
    log('error', message);
    return report;
  };

  /** The content as it is now; null when it cannot be read (left to the build, which reports what is wrong). */
  const read = async (): Promise<C | null> => (opts.read ? opts.read().catch(() => null) : null);

  /** True (and reported) when the live build already shows `content`. */
  const unchanged = (content: C | null, started: number): boolean => {
    const dir = opts.served?.() ?? currentBuild(opts.buildsDir)?.dir;
    const live = dir ? { dir, buildId: servedBuildId(dir) } : null;
    if (!live?.buildId || !content) return false;
    const digest = content.siteDigest;
    if (digest !== buildDigest(live.dir, live.buildId)) return false;
    last = {
      buildId: live.buildId,
      ok: true,
      skipped: true,
      startedAt: new Date(started).toISOString(),
      seconds: (Date.now() - started) / 1000,
      errors: [],
    };
    log('info', `content unchanged (site digest ${digest}): build ${live.buildId} stays live`);
    return true;
  };

  /** Fetches the changes; false (and reported) when the content source could not be read. */
  const refreshed = async (started: number): Promise<boolean> => {
    try {
      await opts.refresh?.();
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      failed(
        newBuildId(),
        started,
        [`ERROR content source: ${message}`],
        `content could not be fetched; the previous build stays live: ${message}`,
      );
      return false;
    }
  };

  /**
   * The content the build in `dir` shows: what was read before it (or, when the source changed
   * in between, what it holds now) if its site digest is the one the build recorded. A build
   * that recorded none (a stand-in builder) takes what was read. Null: no read content matches.
   */
  const builtFrom = async (dir: string, buildId: string, before: C | null): Promise<C | null> => {
    const recorded = buildDigest(dir, buildId);
    if (before && (recorded === null || before.siteDigest === recorded)) return before;
    const now = await read();
    return now && (recorded === null || now.siteDigest === recorded) ? now : null;
  };

  const runOnce = async () => {
    if (!(await refreshed(Date.now()))) return;
    const content = await read();
    if (unchanged(content, Date.now())) return;
    const buildId = newBuildId();
    const dir = join(opts.buildsDir, buildId);
    mkdirSync(opts.buildsDir, { recursive: true });
    const started = Date.now();
    log('info', `build ${buildId} started`);
    const result = await opts.build(dir);
    const seconds = (Date.now() - started) / 1000;
    if (!result.ok) {
      const errors = result.log
        .split('\n')
        .filter((l) => /\bERROR\b/.test(l))
        .map((l) => l.trim())
        .slice(0, 200);
      const report = failed(
        buildId,
        started,
        errors,
        `build ${buildId} failed; the previous build stays live:\n${errors.join('\n') || result.log.slice(-2000)}`,
      );
      writeFileSync(
        join(opts.buildsDir, `failed-${buildId}.json`),
        JSON.stringify({ ...report, log: result.log.slice(-20000) }, null, 2),
      );
      rmSync(dir, { recursive: true, force: true });
      return;
    }
    const shown = opts.read ? await builtFrom(dir, buildId, content) : null;
    if (opts.read && !shown) {
      const error = 'ERROR content source: the content changed while the build ran; publish again to build it';
      failed(
        buildId,
        started,
        [error],
        `build ${buildId} does not go live: the content changed while it ran (its site digest is not the one read); the previous build stays live`,
      );
      rmSync(dir, { recursive: true, force: true });
      return;
    }
    const previous = currentBuild(opts.buildsDir);
    try {
      await opts.goLive(dir, buildId, shown);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      failed(
        buildId,
        started,
        [`ERROR going live: ${message}`],
        `build ${buildId} could not go live; the previous build stays live: ${message}`,
      );
      rmSync(dir, { recursive: true, force: true });
      return;
    }
    writeFileSync(join(opts.buildsDir, 'current'), buildId);
    last = { buildId, ok: true, startedAt: new Date(started).toISOString(), seconds, errors: [] };
    log('info', `build ${buildId} is live after ${seconds.toFixed(1)} s`);
    // Keep the live build and the one before it (pages still open may load its assets).
    for (const name of readdirSync(opts.buildsDir)) {
      if (name === buildId || name === previous?.buildId || name === 'current' || name.startsWith('failed-')) continue;
      rmSync(join(opts.buildsDir, name), { recursive: true, force: true });
    }
  };

  const loop = async () => {
    do {
      again = false;
      try {
        await runOnce();
      } catch (err) {
        log('error', `build crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      }
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a publish during the run sets `again` (TS narrows it to false across the await, TypeScript#9998)
    } while (again);
    running = null;
    for (const w of waiters.splice(0)) w();
  };

  return {
    /** Asks for a rebuild; bursts within the debounce window and during a build coalesce. */
    request(): void {
      if (running) {
        again = true;
        return;
      }
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        running = loop();
      }, opts.debounceMs ?? 1000);
    },
    /** Resolves when no build is pending or running. */
    idle(): Promise<void> {
      if (!timer && !running) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(() => resolve())).then(() =>
        timer || running ? this.idle() : undefined,
      );
    },
    lastReport(): PublishReport | null {
      return last;
    },
    /** Whether a build is waiting out the coalescing window, running, or neither. */
    state(): 'idle' | 'waiting' | 'building' {
      return running ? 'building' : timer ? 'waiting' : 'idle';
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
