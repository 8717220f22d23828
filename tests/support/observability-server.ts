/**
 * Playwright web server for the observability tests: builds the site with `OBS_ENV` into
 * `.data/dist-observability/` (a few seconds on the sample pack), then serves it like `npm start`.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OBS_DATA, OBS_DIST, OBS_ENV, OBS_PORT } from './observability.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
Object.assign(process.env, OBS_ENV, { ASTRO_TELEMETRY_DISABLED: '1' });
const built = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', OBS_DIST],
  { cwd: root, stdio: 'inherit', env: process.env },
);
if (built.status !== 0) process.exit(built.status ?? 1);

rmSync(join(root, OBS_DATA), { recursive: true, force: true });
Object.assign(process.env, {
  PORT: String(OBS_PORT),
  HOST: 'localhost',
  DATA_DIR: OBS_DATA,
  DIST_DIR: join(root, OBS_DIST),
});
await import('#src/server/main.ts');
