/**
 * A private copy of the built site (`dist/`) served by its own server process, for a browser
 * test that must change files the server serves (the service worker script, which no route can
 * stand in for) without touching what the other tests are served.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './ports.ts';
import { waitFor } from './publishing.ts';
import { E2E_KIOSK_PIN } from './kiosk-pin.ts';

export interface SiteCopy {
  readonly baseUrl: string;
  /** The copied site. */
  readonly dist: string;
  /**
   * Replaces a file of the copy as a new build would: its pre-compressed `.br`/`.gz` copies
   * (which the server prefers) go, so the new bytes are what is served.
   */
  rewrite(path: string, content: string): void;
  stop(): void;
}

/** Copies `dist/` to a temporary folder and serves it with `src/server/main.ts` on a free port. */
export async function startSiteCopy(): Promise<SiteCopy> {
  const root = resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(join(tmpdir(), 'site-copy-'));
  const dist = join(dir, 'dist');
  cpSync(join(root, 'dist'), dist, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    DIST_DIR: dist,
    DATA_DIR: join(dir, 'data'),
    AUTH_RATE_LIMIT: '1000',
    ADDRESS_RATE_LIMIT: '1000',
    KIOSK_PIN: E2E_KIOSK_PIN,
  };
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      () =>
        fetch(baseUrl).then(
          (r) => r.ok,
          () => false,
        ),
      90_000,
      200,
    );
  } catch (e) {
    stop();
    throw e;
  }
  const rewrite = (path: string, content: string) => {
    const file = join(dist, path);
    for (const suffix of ['.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
    writeFileSync(file, content);
  };
  return { baseUrl, dist, rewrite, stop };
}
