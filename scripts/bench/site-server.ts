/**
 * The servers the page benchmark measures: the project's own `npm start` (scripts/start.mjs:
 * builds the site when stale, then serves it with the API) and, for the anchor, the same server
 * program serving another built folder (DIST_DIR). Both on free ports with DATA_DIRs of their own,
 * so the pages and the plain Astro page go through the same compression, headers and routing.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort } from '../../tests/support/ports.ts';
import { waitFor } from '../../tests/support/publishing.ts';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

const root = resolve(import.meta.dirname, '..', '..');

/** A running server and how to stop it. */
export interface SiteServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** Starts `args` under this Node on a free port and resolves once `/readyz` answers 200. */
async function startNode(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  port: number | undefined,
  timeoutMs: number,
): Promise<SiteServer> {
  const listen = port ?? (await freePort());
  const baseUrl = `http://localhost:${listen}`;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(listen),
      HOST: 'localhost',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  const failed = exited.then((code) => {
    throw new Error(`${args.join(' ')} exited with ${code} before serving`);
  });
  await Promise.race([
    waitFor(
      () =>
        fetch(`${baseUrl}/readyz`).then(
          (r) => r.ok,
          () => false,
        ),
      timeoutMs,
      200,
    ),
    failed,
  ]);
  failed.catch(() => undefined);
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `npm start` (the production build of the sample pack unless CONTENT_PACK says otherwise) on
 * `port` or a free one; a stale or missing `dist/` is built first, so the wait is long.
 */
export function startProjectSite(dataDir: string, port?: number): Promise<SiteServer> {
  return startNode([join(root, 'scripts', 'start.mjs')], { DATA_DIR: dataDir }, port, 600_000);
}

/**
 * The same server program serving `distDir` instead of the project's build; `env` adds settings
 * (a site built from another pack needs its `CONTENT_PACK`, so the API knows its questions).
 */
export function startServerFor(distDir: string, dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<SiteServer> {
  return startNode(
    [...SERVER_NODE_FLAGS, join(root, 'src', 'server', 'main.ts')],
    { ...env, DATA_DIR: dataDir, DIST_DIR: distDir },
    undefined,
    120_000,
  );
}
