/**
 * Error-reporting settings shared by the browser and the server (docs/reference/constants.md#error-reporting): reporting
 * happens only with a token; at most 60 items a minute and 100 telemetry events; payloads are
 * capped at 512 KiB with strings truncated (1024, then 512, then 256 characters, Rollbar's own
 * strategy); secret fields are masked as eight asterisks.
 */
export const ROLLBAR_LIMITS = {
  itemsPerMinute: 60,
  maxTelemetryEvents: 100,
  maxPayloadBytes: 524288,
  truncation: [1024, 512, 256],
  mask: '********',
} as const;

export const SCRUB_FIELDS = [
  'password',
  'password_confirm',
  'access_token',
  'refresh_token',
  'token',
  'authorization',
  'email',
  'user_uuid',
];

export interface ReportingConfig {
  readonly accessToken: string;
  readonly production: boolean;
  readonly codeVersion: string;
  readonly endpoint?: string | undefined;
}

/** Rollbar options for a configured token. */
export function rollbarOptions(cfg: ReportingConfig) {
  return {
    accessToken: cfg.accessToken,
    environment: cfg.production ? 'production' : 'development',
    codeVersion: cfg.codeVersion,
    captureUncaught: true,
    captureUnhandledRejections: true,
    itemsPerMinute: ROLLBAR_LIMITS.itemsPerMinute,
    maxTelemetryEvents: ROLLBAR_LIMITS.maxTelemetryEvents,
    scrubFields: SCRUB_FIELDS,
    scrubTelemetryInputs: true,
    ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
  };
}
