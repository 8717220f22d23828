/**
 * Starts the server: the API under `/v1` and, unless `API_ONLY=true`, the built site from
 * `dist/`. `PORT` (default 4321), `HOST` (default localhost).
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, readSettings, type Settings } from './settings.ts';
import { createLogger } from './logger.ts';
import { closeOnSignals } from './shutdown.ts';

let settings: Settings;
try {
  settings = readSettings();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`Cannot start: ${err.message}\n`);
  process.exit(1);
}
const distDir = settings.distDir ?? fileURLToPath(new URL('../../dist/', import.meta.url));
const { port, host } = settings;

const logger = createLogger();
// Every setting was checked above (readSettings): building the app has no setting left to refuse.
const app = await buildApp({ settings, ...(settings.apiOnly ? {} : { distDir }), logger });
await app.listen({ port, host });
app.log.info(`Serving on http://localhost:${port}/ (API at /v1, docs at /v1/docs)`);

// `kill -HUP <pid>` loads the live build's content (never an unpublished edit); it logs what it loaded.
process.on('SIGHUP', () => void app.content.reload('SIGHUP'));

closeOnSignals(app, { delayMs: settings.shutdownDelayMs });
