// `npm start`: build the site when it is missing, older than its sources or made with other
// public configuration, then serve it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { publicEnvFingerprint } from '../src/observability/public-config.ts';
import { PUBLIC_ENV_STAMP } from '../src/integrations/public-env-stamp.ts';
import { hasPgliteTemplate } from '../src/server/db/pglite-template.ts';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, 'dist', 'index.html');
const sources = ['src', 'i18n', 'public', 'astro.config.mjs', process.env.CONTENT_PACK || 'content-pack/export.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

// Public configuration (PUBLIC_*) is baked into the pages: a build made with other values is stale.
const envStamp = join(root, 'dist', PUBLIC_ENV_STAMP);
const builtEnv = existsSync(envStamp) ? readFileSync(envStamp, 'utf8').trim() : '';
const stale =
  !existsSync(stamp) ||
  process.env.CONTENTFUL_SPACE_ID ||
  builtEnv !== publicEnvFingerprint(process.env) ||
  sources.some((p) => newest(join(root, p)) > statSync(stamp).mtimeMs);
if (stale) {
  console.log('Building the site…');
  const r = spawnSync('astro', ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ASTRO_TELEMETRY_DISABLED: '1', ...process.env },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// On PGlite, a new DATA_DIR's database is a copy of a ready-made empty one: made here when
// missing (`npm install` makes it too), in a process of its own, so the server never runs initdb.
if (!process.env.DATABASE_URL && !hasPgliteTemplate()) {
  spawnSync(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'scripts/db-template.ts')], { stdio: 'inherit' });
}
// The server runs in a Node of its own with the memory-saving flags (V8 takes them only on the
// command line); signals are passed on, and its exit code becomes ours.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'src/server/main.ts')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
