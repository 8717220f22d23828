/**
 * Every setting the server reads from the environment, read and checked once before anything
 * starts (`readSettings`), so a typo stops the start with one clear line ("Cannot start: PORT
 * must be …") instead of a server that listens on NaN, a pool of `abc` connections or an origin
 * that never matches; the server's parts take the typed `Settings` (src/server/config.ts builds
 * the app's configuration from them). The "Server settings" table of docs/operations.md lists the same
 * settings with their defaults. (The content source's settings belong to the content layer,
 * shared with the build: src/content-layer/index.ts.)
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOG_LEVELS } from './logger.ts';
import { MIN_PIN_LENGTH } from './services/kiosk-pin.ts';
import { publishDirProblem } from './publishing/publish-dir.ts';

/** A setting that cannot work: the server refuses to start, naming the setting and why. */
export class ConfigError extends Error {}

type Check = (value: string) => string | null;

const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (v) =>
    /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max
      ? null
      : `must be a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}`;

const flag: Check = (v) => (v === 'true' || v === 'false' ? null : 'must be true or false');

const url =
  (protocols: readonly string[]): Check =>
  (v) => {
    const parsed = URL.canParse(v) ? new URL(v) : null;
    return parsed && protocols.includes(parsed.protocol)
      ? null
      : `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`;
  };

const http = url(['http:', 'https:']);

const origins: Check = (v) => {
  const bad = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .find((o) => http(o) !== null || new URL(o).origin !== o.replace(/\/$/, ''));
  return bad === undefined ? null : `must be comma-separated origins like https://example.org; '${bad}' is not one`;
};

const hostName: Check = (v) => (/^[A-Za-z0-9.\-:[\]]+$/.test(v) ? null : 'must be a host name or IP address');

const hostAndPort: Check = (v) =>
  /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(v) ? null : 'must be a host name with an optional :port, without http://';

const oneOf =
  (values: ReadonlySet<string>): Check =>
  (v) =>
    values.has(v.trim().toLowerCase()) ? null : `must be one of ${[...values].join(', ')}`;

const file: Check = (v) => (existsSync(v) ? null : 'must name an existing file');

/** Each setting and the check its value must pass when it is set (empty counts as unset). */
const SETTINGS: Readonly<Record<string, Check>> = {
  PORT: wholeNumber(0, 65535),
  PREVIEW_PORT: wholeNumber(1, 65535),
  HOST: hostName,
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000),
  SHUTDOWN_DELAY_MS: wholeNumber(0, 600_000),
  API_ONLY: flag,
  TRUST_PROXY: flag,
  LOG_LEVEL: oneOf(LOG_LEVELS),
  INCREMENTAL_BUILD: flag,
  CONTENT_PREVIEW: flag,
  CONTENTFUL_INSECURE: flag,
  CONTENTFUL_HOST: hostAndPort,
  CONTENT_PACK: file,
  PUBLISH_DIR: (v) => publishDirProblem(resolve(v)),
  PUBLIC_URL: http,
  SITE_URL: http,
  ROLLBAR_ENDPOINT: http,
  SMTP_URL: url(['smtp:', 'smtps:']),
  CORS_ORIGINS: origins,
  EMBED_ORIGINS: origins,
  ACCESS_TOKEN_SECONDS: wholeNumber(60),
  REFRESH_TOKEN_SECONDS: wholeNumber(60),
  AUTH_RATE_LIMIT: wholeNumber(1),
  ADDRESS_RATE_LIMIT: wholeNumber(1),
  AUTH_RATE_WINDOW: wholeNumber(1),
  // At most 20: the issue's threshold for showing how others answered.
  SHARES_MIN_ANSWERS: wholeNumber(1, 20),
};

/**
 * Throws a ConfigError naming the first setting whose value cannot work, what it must be and
 * what it is (secrets are never echoed; none of the checked settings is one).
 */
function validateSettings(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, check] of Object.entries(SETTINGS)) {
    const value = env[name]?.trim();
    if (!value) continue;
    const problem = check(value);
    if (problem) throw new ConfigError(`${name} ${problem}; it is '${value}'`);
  }
}

/** Secrets: at least this many characters (a short one could be guessed); never echoed, only their length. */
const SECRETS: readonly (readonly [name: string, min: number, note: string])[] = [
  ['JWT_SECRET', 32, ''],
  ['KIOSK_PIN', MIN_PIN_LENGTH, ''],
  // Contentful's are 64 characters (its own node-apps-toolkit requires 64).
  ['CONTENTFUL_WEBHOOK_SECRET', 64, " (Contentful's signing secret)"],
  ['HOOKS_STATUS_TOKEN', 32, ''],
];

/** The preview listener (`PREVIEW_PORT`): src/server/publishing/preview.ts. */
export interface PreviewSettings {
  readonly port: number;
  readonly host: string;
}

/** Every server setting, typed, with its default. */
export interface Settings {
  readonly port: number;
  readonly host: string;
  /** `DIST_DIR`: the built site to serve (default: the project's `dist/`). */
  readonly distDir: string | undefined;
  /** `PUBLISH_DIR`: a link the server points at a mirror of each live build, for other file servers (publishing/publish-dir.ts). */
  readonly publishDir: string | undefined;
  /** `PUBLISH_COMMAND`: a shell command run after PUBLISH_DIR shows a new build (publishing/publish-command.ts). */
  readonly publishCommand: string | undefined;
  readonly apiOnly: boolean;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool. */
  readonly databasePoolSize: number;
  /** How long a SIGTERM'd process keeps serving, not ready, before it closes (src/server/shutdown.ts). */
  readonly shutdownDelayMs: number;
  /** Only behind a proxy that overwrites X-Forwarded-For. */
  readonly trustProxy: boolean;
  /** Where links in emails point: `PUBLIC_URL`, else `SITE_URL`, else this server. */
  readonly publicUrl: string;
  /** Origins allowed to call the API from a browser; the site's own origin always is. */
  readonly corsOrigins: readonly string[];
  readonly embedOrigins: readonly string[];
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly accessTokenSeconds: number;
  readonly refreshTokenSeconds: number;
  /**
   * The rate limits (src/server/api/rate-limits.ts), per window of `windowSeconds`: `max`
   * attempts per account (a login's email with the client address; the bearer's account for the
   * calls that check its password) and per address for the kiosk PIN; `perAddress` calls from
   * one client address to each sign-in call and each lookup by code, enough for a class behind
   * one school address.
   */
  readonly authRateLimit: { readonly max: number; readonly perAddress: number; readonly windowSeconds: number };
  /** Learners a question needs before its answer shares are shown (1–20; docs/decisions.md, "Answer shares"). */
  readonly sharesMinAnswers: number;
  /** Without it a random one is kept in `DATA_DIR` (src/server/config.ts). */
  readonly jwtSecret: string | undefined;
  readonly kioskPin: string | undefined;
  /** Contentful's webhook signing secret; without it the webhook answers 503. */
  readonly webhookSecret: string | undefined;
  /** Bearer token that unlocks the full build report of `GET /hooks/status`. */
  readonly hooksStatusToken: string | undefined;
  /** The preview listener, or null without `PREVIEW_PORT`. */
  readonly preview: PreviewSettings | null;
}

/** Throws a ConfigError naming the first secret that is too short (its length, never its value). */
function checkSecrets(env: NodeJS.ProcessEnv): void {
  for (const [name, min, note] of SECRETS) {
    const value = name === 'KIOSK_PIN' ? env[name]?.trim() : env[name];
    if (value && value.length < min)
      throw new ConfigError(`${name} must be at least ${min} characters${note}; it has ${value.length}`);
  }
}

/**
 * The preview listener's settings, or null without `PREVIEW_PORT`. With Contentful as the
 * source a preview needs `CONTENTFUL_PREVIEW_TOKEN`: refused at start rather than failing every
 * preview build later. A pack needs no token (its drafts are in it).
 */
function previewOf(env: NodeJS.ProcessEnv, port: number, host: string): PreviewSettings | null {
  const previewPort = env['PREVIEW_PORT']?.trim();
  if (!previewPort) return null;
  if (env['CONTENTFUL_SPACE_ID']?.trim() && !env['CONTENTFUL_PREVIEW_TOKEN']?.trim()) {
    throw new ConfigError(
      'PREVIEW_PORT needs CONTENTFUL_PREVIEW_TOKEN (a Content Preview API token) when CONTENTFUL_SPACE_ID is set',
    );
  }
  if (Number(previewPort) === port)
    throw new ConfigError(`PREVIEW_PORT must differ from PORT; both are ${previewPort}`);
  return { port: Number(previewPort), host };
}

/** `PUBLISH_COMMAND` carries what PUBLISH_DIR shows further: without PUBLISH_DIR it would have nothing to carry. */
function publishCommandOf(env: NodeJS.ProcessEnv): string | undefined {
  const command = env['PUBLISH_COMMAND']?.trim() || undefined;
  if (command && !env['PUBLISH_DIR']?.trim())
    throw new ConfigError('PUBLISH_COMMAND needs PUBLISH_DIR (the command gets the build PUBLISH_DIR shows)');
  return command;
}

/**
 * Reads and checks every server setting once: throws a ConfigError naming the first one that
 * cannot work. Why one object: the server's parts get typed values instead of each parsing
 * the environment again with defaults of its own.
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  validateSettings(env);
  checkSecrets(env);
  const text = (name: string) => env[name]?.trim() || undefined;
  const optionalPath = (value: string | undefined) => (value === undefined ? undefined : resolve(value));
  const whole = (name: string, fallback: number) => Number(text(name) ?? fallback);
  const list = (name: string) =>
    (text(name) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const port = whole('PORT', 4321);
  const host = text('HOST') ?? 'localhost';
  return {
    port,
    host,
    // Relative to where the server starts, like DATA_DIR (the static file server needs an absolute path).
    distDir: optionalPath(text('DIST_DIR')),
    publishDir: optionalPath(text('PUBLISH_DIR')),
    publishCommand: publishCommandOf(env),
    apiOnly: text('API_ONLY') === 'true',
    dataDir: resolve(text('DATA_DIR') ?? '.data'),
    databaseUrl: text('DATABASE_URL'),
    databasePoolSize: whole('DATABASE_POOL_SIZE', 10),
    shutdownDelayMs: whole('SHUTDOWN_DELAY_MS', 1000),
    trustProxy: text('TRUST_PROXY') === 'true',
    publicUrl: (text('PUBLIC_URL') ?? text('SITE_URL') ?? `http://localhost:${port}`).replace(/\/$/, ''),
    corsOrigins: list('CORS_ORIGINS'),
    embedOrigins: list('EMBED_ORIGINS'),
    smtpUrl: text('SMTP_URL'),
    mailFrom: text('MAIL_FROM') ?? 'Worldview Quiz <no-reply@localhost>',
    accessTokenSeconds: whole('ACCESS_TOKEN_SECONDS', 15 * 60),
    refreshTokenSeconds: whole('REFRESH_TOKEN_SECONDS', 30 * 24 * 3600),
    authRateLimit: {
      max: whole('AUTH_RATE_LIMIT', 10),
      perAddress: whole('ADDRESS_RATE_LIMIT', 100),
      windowSeconds: whole('AUTH_RATE_WINDOW', 600),
    },
    sharesMinAnswers: whole('SHARES_MIN_ANSWERS', 20),
    jwtSecret: env['JWT_SECRET'] || undefined,
    kioskPin: text('KIOSK_PIN'),
    webhookSecret: env['CONTENTFUL_WEBHOOK_SECRET'] || undefined,
    hooksStatusToken: env['HOOKS_STATUS_TOKEN'] || undefined,
    preview: previewOf(env, port, host),
  };
}
