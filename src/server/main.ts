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

// Editors without webhooks: `kill -HUP <pid>` reloads the API's content without a restart.
process.on('SIGHUP', () => {
  app.content.reload().then(
    (index) => app.log.info(`content reloaded: ${index.graph.digest}`),
    (err: unknown) => app.log.error({ err }, 'content reload failed; the previous content stays'),
  );
});

closeOnSignals(app, { delayMs: settings.shutdownDelayMs });
