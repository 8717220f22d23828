/**
 * An id of one `playwright test` run, chosen when the config first loads and written to the
 * environment, which the run's workers inherit (as with the ports: e2e-ports.ts). Playwright
 * starts a new worker after a failed test; a worker-scoped fixture that made something slow for
 * the run (the phone tests' generated site) keys it by this id, so the new worker takes it over
 * instead of making it again, and the next run makes it afresh.
 */
import { randomUUID } from 'node:crypto';

const id = process.env['E2E_RUN_ID'] || randomUUID();
process.env['E2E_RUN_ID'] = id;

export const E2E_RUN_ID = id;
