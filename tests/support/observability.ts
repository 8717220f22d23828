/**
 * The second site the browser tests run: the sample pack built with error reporting and
 * analytics configured (into its own output folder) and served on its own port, next to the
 * unconfigured one. Rollbar is stood in for by a local HTTP server the spec starts.
 */
import { OBS_PORT, ROLLBAR_STUB_PORT } from './e2e-ports.ts';

export { OBS_PORT, ROLLBAR_STUB_PORT };
export const OBS_URL = `http://localhost:${OBS_PORT}`;
// Under .data/: ignored by git and by the type checker.
export const OBS_DIST = '.data/dist-observability';
export const OBS_DATA = '.data/e2e-observability';

export const OBS_ENV = {
  PUBLIC_ROLLBAR_CLIENT_TOKEN: 'e2e-client-token-0123456789',
  PUBLIC_ROLLBAR_ENDPOINT: `http://localhost:${ROLLBAR_STUB_PORT}/api/1/item/`,
  PUBLIC_PRODUCTION: 'true',
  PUBLIC_CODE_VERSION: 'e2e-observability',
  PUBLIC_ANALYTICS_TAG_ID: 'G-E2ETEST01',
} as const;
