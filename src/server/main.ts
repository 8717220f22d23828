/**
 * Starts the server: `PORT` (default 4321) and `HOST` (default localhost), serving `dist/`.
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';

const distDir = process.env['DIST_DIR'] || fileURLToPath(new URL('../../dist/', import.meta.url));
const port = Number(process.env['PORT'] || 4321);
const host = process.env['HOST'] || 'localhost';

const app = await buildApp({ distDir, logger: process.env['LOG_REQUESTS'] === 'true' });
await app.listen({ port, host });
console.log(`Serving on http://localhost:${port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
