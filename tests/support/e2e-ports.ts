/**
 * The browser tests' ports, chosen free when the Playwright config first loads. The choice is
 * written to the environment, which Playwright's workers and web servers inherit, so every
 * process of one run agrees on it; set E2E_PORT (and E2E_OBS_PORT, E2E_ROLLBAR_PORT) to pin them.
 */
import { freePortsSync } from './ports.ts';

const NAMES = ['E2E_PORT', 'E2E_OBS_PORT', 'E2E_ROLLBAR_PORT'] as const;
const missing = NAMES.filter((n) => !process.env[n]);
if (missing.length > 0) {
  const ports = freePortsSync(missing.length);
  missing.forEach((n, i) => (process.env[n] = String(ports[i])));
}

const port = (name: (typeof NAMES)[number]): number => Number(process.env[name]);

/** The main site and API (`npm start` on the built `dist/`). */
export const E2E_PORT = port('E2E_PORT');
/** The site built with error reporting and analytics configured. */
export const OBS_PORT = port('E2E_OBS_PORT');
/** The local stand-in for Rollbar that the observability build reports to. */
export const ROLLBAR_STUB_PORT = port('E2E_ROLLBAR_PORT');
