/**
 * The app's configuration, made from the settings read once at start (src/server/settings.ts).
 * Secrets never come from the repository: without `JWT_SECRET` a random one is created in
 * `DATA_DIR` on first start.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pinDigest } from './services/kiosk-pin.ts';
import { readSettings, type Settings } from './settings.ts';

/** The settings the app reads as they are (src/server/settings.ts documents each). */
type PassedSettings = Pick<
  Settings,
  | 'dataDir'
  | 'databaseUrl'
  | 'databasePoolSize'
  | 'corsOrigins'
  | 'publicUrl'
  | 'smtpUrl'
  | 'mailFrom'
  | 'accessTokenSeconds'
  | 'refreshTokenSeconds'
  | 'authRateLimit'
  | 'sharesMinAnswers'
>;

/** What the app runs with: the settings it reads as they are, plus what is derived from the others. */
export interface ServerConfig extends PassedSettings {
  readonly jwtSecret: Uint8Array;
  readonly verifyTokenSeconds: number;
  readonly loginTokenSeconds: number;
  /** The SHA-256 digest of `KIOSK_PIN`; null when kiosk mode is not set up (no device can enter it). */
  readonly kioskPin: Uint8Array | null;
}

/** The JWT signing key: `JWT_SECRET` (its length checked with the settings), else the one kept in `dataDir`. */
function secret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** The app's configuration from the settings: the signing key read or created, the kiosk PIN's digest. */
export function serverConfig(s: Settings): ServerConfig {
  return {
    dataDir: s.dataDir,
    databaseUrl: s.databaseUrl,
    databasePoolSize: s.databasePoolSize,
    jwtSecret: secret(s.dataDir, s.jwtSecret),
    corsOrigins: s.corsOrigins,
    publicUrl: s.publicUrl,
    smtpUrl: s.smtpUrl,
    mailFrom: s.mailFrom,
    accessTokenSeconds: s.accessTokenSeconds,
    refreshTokenSeconds: s.refreshTokenSeconds,
    verifyTokenSeconds: 48 * 3600,
    loginTokenSeconds: 3600,
    authRateLimit: s.authRateLimit,
    sharesMinAnswers: s.sharesMinAnswers,
    kioskPin: s.kioskPin ? pinDigest(s.kioskPin) : null,
  };
}

/** The configuration for an environment (tests and tools that start an app of their own). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return serverConfig(readSettings(env));
}
