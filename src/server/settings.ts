/**
 * Checks every setting the server reads from the environment before anything starts, so a
 * typo stops the start with one clear line ("Cannot start: PORT must be …") instead of a
 * server that listens on NaN, a pool of `abc` connections or an origin that never matches.
 * Secrets' lengths are checked where they are read (src/server/config.ts). The README's
 * "Running at scale" table lists the same settings with their defaults.
 */
import { existsSync } from 'node:fs';
import { ConfigError } from './config.ts';
import { LOG_LEVELS } from './logger.ts';

type Check = (value: string) => string | null;

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER): Check => (v) =>
  /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max ? null : `must be a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}`;

const flag: Check = (v) => (v === 'true' || v === 'false' ? null : 'must be true or false');

const url = (protocols: readonly string[]): Check => (v) => {
  const parsed = URL.canParse(v) ? new URL(v) : null;
  return parsed && protocols.includes(parsed.protocol) ? null : `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`;
};

const http = url(['http:', 'https:']);

const origins: Check = (v) => {
  const bad = v.split(',').map((s) => s.trim()).filter(Boolean).find((o) => http(o) !== null || new URL(o).origin !== o.replace(/\/$/, ''));
  return bad === undefined ? null : `must be comma-separated origins like https://example.org; '${bad}' is not one`;
};

const hostName: Check = (v) => (/^[A-Za-z0-9.\-:[\]]+$/.test(v) ? null : 'must be a host name or IP address');

const hostAndPort: Check = (v) => (/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(v) ? null : 'must be a host name with an optional :port, without http://');

const oneOf = (values: ReadonlySet<string>): Check => (v) => (values.has(v.trim().toLowerCase()) ? null : `must be one of ${[...values].join(', ')}`);

const file: Check = (v) => (existsSync(v) ? null : 'must name an existing file');

/** Each setting and the check its value must pass when it is set (empty counts as unset). */
const SETTINGS: Readonly<Record<string, Check>> = {
  PORT: wholeNumber(0, 65535),
  PREVIEW_PORT: wholeNumber(1, 65535),
  HOST: hostName,
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000),
  API_ONLY: flag,
  TRUST_PROXY: flag,
  LOG_LEVEL: oneOf(LOG_LEVELS),
  INCREMENTAL_BUILD: flag,
  CONTENT_PREVIEW: flag,
  CONTENTFUL_INSECURE: flag,
  CONTENTFUL_HOST: hostAndPort,
  CONTENT_PACK: file,
  PUBLIC_URL: http,
  SITE_URL: http,
  ROLLBAR_ENDPOINT: http,
  SMTP_URL: url(['smtp:', 'smtps:']),
  CORS_ORIGINS: origins,
  EMBED_ORIGINS: origins,
  ACCESS_TOKEN_SECONDS: wholeNumber(60),
  REFRESH_TOKEN_SECONDS: wholeNumber(60),
  AUTH_RATE_LIMIT: wholeNumber(1),
  AUTH_RATE_WINDOW: wholeNumber(1),
  // At most 20: the issue's threshold for showing how others answered.
  SHARES_MIN_ANSWERS: wholeNumber(1, 20),
};

/**
 * Throws a ConfigError naming the first setting whose value cannot work, what it must be and
 * what it is (secrets are never echoed; none of the checked settings is one).
 */
export function validateSettings(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, check] of Object.entries(SETTINGS)) {
    const value = env[name]?.trim();
    if (!value) continue;
    const problem = check(value);
    if (problem) throw new ConfigError(`${name} ${problem}; it is '${value}'`);
  }
}
