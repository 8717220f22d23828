/**
 * Rollbar settings for the browser: the shared limits of `rollbar-config.ts` plus what only the
 * browser needs. Warnings stay in the console (`reportLevel: 'error'`, docs/reference/errors.md#reporting); the IP
 * is anonymised; the code version goes where the browser notifier reads it; typed input values in telemetry are masked with the spec's eight asterisks
 * (Rollbar's own telemetry mask has six). Browser-safe and pure.
 */
import { ROLLBAR_LIMITS, rollbarOptions, type ReportingConfig } from './rollbar-config.ts';

interface TelemetryEvent {
  type?: string;
  body?: { subtype?: string; value?: unknown };
}

/** Rollbar `transform`: replaces the value of every DOM input event with the mask. */
export function maskTelemetryInputs(payload: { body?: { telemetry?: TelemetryEvent[] } }): void {
  for (const event of payload.body?.telemetry ?? []) {
    if (event.type === 'dom' && event.body && 'value' in event.body && event.body.value != null)
      event.body.value = ROLLBAR_LIMITS.mask;
  }
}

export function browserRollbarOptions(cfg: ReportingConfig) {
  return {
    ...rollbarOptions(cfg),
    reportLevel: 'error' as const,
    captureIp: 'anonymize' as const,
    transform: maskTelemetryInputs,
    // The browser notifier reads the code version from here only (a top-level one is ignored).
    payload: { client: { javascript: { code_version: cfg.codeVersion } } },
  };
}
