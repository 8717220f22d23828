/**
 * `npm run db:template` (also run by `npm install` and `npm start`): makes the ready-made empty
 * PGlite database new `DATA_DIR`s start from, once per PGlite version, in this process and not
 * in the server's (src/server/db/pglite-template.ts). Does nothing when it is there already.
 */
import { createPgliteTemplate, hasPgliteTemplate } from '../src/server/db/pglite-template.ts';

try {
  if (hasPgliteTemplate()) process.exit(0);
  const started = Date.now();
  const dir = await createPgliteTemplate();
  console.log(`PGlite template made in ${Date.now() - started} ms: ${dir}`);
} catch (err) {
  // Not fatal: without a template the server runs initdb itself, as PGlite always did.
  console.warn(
    `No PGlite template (the server will run initdb itself): ${err instanceof Error ? err.message : String(err)}`,
  );
}
