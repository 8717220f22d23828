/**
 * Server configuration from the environment, read once at start. Secrets never come from the
 * repository: without `JWT_SECRET` a random one is created in `DATA_DIR` on first start.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MIN_PIN_LENGTH, pinDigest } from './services/kiosk-pin.ts';

export interface ServerConfig {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly jwtSecret: Uint8Array;
  /** Origins allowed to call the API from a browser; the site's own origin always is. */
  readonly corsOrigins: readonly string[];
  /** Where links in emails point. */
  readonly publicUrl: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly accessTokenSeconds: number;
  readonly refreshTokenSeconds: number;
  readonly verifyTokenSeconds: number;
  readonly loginTokenSeconds: number;
  /** Attempts per window for login, registration, forgot password, resend and token login. */
  readonly authRateLimit: { readonly max: number; readonly windowSeconds: number };
  /** Learners a question needs before its answer shares are shown (1–20; docs/decisions.md, "Answer shares"). */
  readonly sharesMinAnswers: number;
  /** The SHA-256 digest of `KIOSK_PIN`; null when kiosk mode is not set up (no device can enter it). */
  readonly kioskPin: Uint8Array | null;
}

/** A setting that cannot work: the server refuses to start, naming the setting and why. */
export class ConfigError extends Error {}

function secret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(fromEnv);
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** The digest of the configured kiosk PIN, or null; a too short PIN stops the start (never echoed). */
function kioskPin(value: string | undefined): Uint8Array | null {
  const pin = value?.trim();
  if (!pin) return null;
  if (pin.length < MIN_PIN_LENGTH) throw new ConfigError(`KIOSK_PIN must be at least ${MIN_PIN_LENGTH} characters; it has ${pin.length}`);
  return pinDigest(pin);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env['DATA_DIR'] || '.data');
  const port = env['PORT'] || '4321';
  const publicUrl = (env['PUBLIC_URL'] || env['SITE_URL'] || `http://localhost:${port}`).replace(/\/$/, '');
  return {
    dataDir,
    databaseUrl: env['DATABASE_URL'] || undefined,
    jwtSecret: secret(dataDir, env['JWT_SECRET']),
    corsOrigins: (env['CORS_ORIGINS'] || '').split(',').map((s) => s.trim()).filter(Boolean),
    publicUrl,
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || 'Worldview Quiz <no-reply@localhost>',
    accessTokenSeconds: Number(env['ACCESS_TOKEN_SECONDS'] || 15 * 60),
    refreshTokenSeconds: Number(env['REFRESH_TOKEN_SECONDS'] || 30 * 24 * 3600),
    verifyTokenSeconds: 48 * 3600,
    loginTokenSeconds: 3600,
    authRateLimit: { max: Number(env['AUTH_RATE_LIMIT'] || 10), windowSeconds: Number(env['AUTH_RATE_WINDOW'] || 600) },
    sharesMinAnswers: Number(env['SHARES_MIN_ANSWERS'] || 20),
    kioskPin: kioskPin(env['KIOSK_PIN']),
  };
}

export interface WebhookConfig {
  /** Contentful's webhook signing secret; without it the webhook answers 503. */
  readonly secret: string | undefined;
  /** Bearer token that unlocks the full build report of `GET /hooks/status`. */
  readonly statusToken: string | undefined;
}

/**
 * The publishing webhook's settings. A short signing secret is refused at start: Contentful's
 * are 64 characters (its own node-apps-toolkit requires 64), and a short one could be guessed.
 */
export function webhookConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WebhookConfig {
  const secret = env['CONTENTFUL_WEBHOOK_SECRET'] || undefined;
  if (secret && secret.length < 64) throw new ConfigError(`CONTENTFUL_WEBHOOK_SECRET must be at least 64 characters (Contentful's signing secret); it has ${secret.length}`);
  const statusToken = env['HOOKS_STATUS_TOKEN'] || undefined;
  if (statusToken && statusToken.length < 32) throw new ConfigError(`HOOKS_STATUS_TOKEN must be at least 32 characters; it has ${statusToken.length}`);
  return { secret, statusToken };
}
