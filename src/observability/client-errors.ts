/**
 * Browser error reporting (docs/reference/errors.md#reporting and docs/reference/constants.md#error-reporting). This module is only on pages built with
 * `PUBLIC_ROLLBAR_CLIENT_TOKEN` (see `ErrorReporting.astro`), and it loads the Rollbar browser
 * build by dynamic import, so pages without a token load nothing. Unhandled errors and
 * rejections reach the console as always; those raised before Rollbar has loaded are held (from
 * the first moment by an inline script, src/observability/early-errors.ts) and sent once it is
 * there, after which Rollbar's own handlers take over. Errors the code caught and reported
 * (`reportError`, src/observability/report-error.ts) take the same way.
 */
import { isChunkLoadError } from '../navigation/reload-guard.ts';
import { EARLY_ERRORS, type EarlyErrors } from './early-errors.ts';
import { onReportedError } from './report-error.ts';
import { browserRollbarOptions } from './rollbar-browser.ts';

const meta = document.querySelector<HTMLMetaElement>('meta[name="rollbar-client-token"]');
const token = meta?.content ?? '';

const early = (window as unknown as Record<string, EarlyErrors | undefined>)[EARLY_ERRORS];

if (token && meta && early) {
  let send: ((err: unknown) => void) | null = null;
  onReportedError((err) => (send ? send(err) : early.held.push(err)));

  import('rollbar')
    .then(({ default: Rollbar }) => {
      const rollbar = new Rollbar(
        browserRollbarOptions({
          accessToken: token,
          production: meta.dataset['environment'] === 'production',
          codeVersion: meta.dataset['codeVersion'] || 'dev',
          endpoint: meta.dataset['endpoint'] || undefined,
        }),
      );
      early.stop();
      send = (err) => rollbar.error(err instanceof Error ? err : String(err));
      for (const err of early.held.splice(0)) send(err);
      document.documentElement.dataset['errorReporting'] = 'ready';
    })
    // The reporter itself failed, so it cannot report through itself (`reportError` would only
    // queue it): the console it is. Rollbar's chunk not loading (offline, a new deploy) is expected.
    .catch((err: unknown) =>
      (isChunkLoadError(err) ? console.warn : console.error)('error reporting unavailable', err),
    );
}
