/**
 * Temporary folders for tests that run `astro build`. Astro keeps the server bundle of a build
 * whose output folder is outside the project in the project's one `.astro/.prerender/`, and
 * deletes it when done: builds in other test files (other workers, so other processes) then
 * failed with "Cannot find module '…/.astro/.prerender/chunks/…'". Inside the project each build
 * keeps its bundle in its own folder. (One server process's builds take turns instead:
 * src/server/publishing/build-turns.ts.)
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';

const PARENT = resolve(import.meta.dirname, '../../.data/tmp');

/** A new empty folder under the project's `.data/tmp/` (git ignores `.data/`); the test removes it. */
export function buildTempDir(prefix: string): string {
  mkdirSync(PARENT, { recursive: true });
  return mkdtempSync(join(PARENT, `${prefix}-`));
}
