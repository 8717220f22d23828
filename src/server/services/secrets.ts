/**
 * Passwords and tokens: argon2id with OWASP parameters for passwords; opaque random tokens
 * stored only as SHA-256 hashes; short-lived signed (HS256) access tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';

/** OWASP: argon2id, 19 MiB, 2 iterations, 1 lane. */
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** A hash of a random password, verified against when no user exists, so timing does not tell. */
let dummy: Promise<string> | null = null;
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  try {
    return await verify(stored ?? (await dummy), password);
  } catch {
    // Expected: a stored hash argon2 cannot read is a wrong password, not a fault.
    return false;
  }
}

/** A new opaque token (256 bits) for email links and refresh tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 characters without 0, 1, I and O (read aloud or typed, none is taken for another). */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `length` random characters of the code alphabet (5 bits each: 256 is a multiple of 32, so uniform). */
function randomCode(length: number): string {
  return [...randomBytes(length)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** A short, readable certificate verification code such as `K7QF-9M2X`. */
export function newVerificationCode(): string {
  const chars = randomCode(8);
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * A shared result's code such as `K7QF9M2XAB`: 50 random bits, so the links of shared results
 * cannot be walked through by guessing (a certificate's 40 are typed by hand; this one is only
 * ever followed as a link).
 */
export function newResultShareCode(): string {
  return randomCode(10);
}

/** What an access token says besides its user: the token version, and whether it may reset the password. */
export interface AccessClaims {
  readonly userId: string;
  readonly version: number;
  /**
   * Issued by an emailed sign-in (forgot password): allows one password change without the
   * current password while it lives; the change raises the token version, which ends it.
   */
  readonly passwordReset: boolean;
}

/**
 * Signs an access token. `passwordReset` adds the `pwr` claim, so a learner who signed in
 * through an emailed link can set a new password without knowing the old one.
 */
export async function signAccessToken(
  userId: string,
  version: number,
  secret: Uint8Array,
  seconds: number,
  passwordReset = false,
): Promise<string> {
  const claims = passwordReset ? { ver: version, pwr: true } : { ver: version };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(secret);
}

/** The claims of a valid access token, or null. */
export async function readAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return payload.sub && typeof payload['ver'] === 'number'
      ? { userId: payload.sub, version: payload['ver'], passwordReset: payload['pwr'] === true }
      : null;
  } catch {
    // Expected: a forged, expired or malformed token is simply not valid.
    return null;
  }
}
