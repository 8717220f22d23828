/**
 * Sessions: a short-lived access token and an opaque refresh token, rotated on every use.
 * Using a spent refresh token again revokes its whole family (the token was stolen or
 * replayed); ending sessions raises the user's token version, so access tokens die at once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refreshTokens, users } from '../db/schema.ts';
import { unauthorized } from '../api/errors.ts';
import type { UserRow } from '../api/auth.ts';
import { hashToken, newToken, signAccessToken } from './secrets.ts';

export interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_in: number;
}

/**
 * A new session (or the next pair of a family): a refresh token stored hashed and an access
 * token; `passwordReset` marks an emailed sign-in's access token (see `signAccessToken`).
 */
export async function issueTokens(app: FastifyInstance, user: UserRow, familyId: string = randomUUID(), passwordReset = false): Promise<TokenPair> {
  const refresh = newToken();
  await app.db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(Date.now() + app.config.refreshTokenSeconds * 1000),
  });
  const access = await signAccessToken(user.id, user.tokenVersion, app.config.jwtSecret, app.config.accessTokenSeconds, passwordReset);
  return { access_token: access, refresh_token: refresh, expires_in: app.config.accessTokenSeconds };
}

/** Exchanges a refresh token for a new pair; reuse of a spent one revokes the family. */
export async function rotateRefreshToken(app: FastifyInstance, token: string): Promise<TokenPair> {
  const [row] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token))).limit(1);
  if (!row || row.revokedAt || row.expiresAt.getTime() < Date.now()) throw unauthorized('auth.invalidRefreshToken');
  if (row.usedAt) {
    await revokeFamily(app, row.familyId);
    throw unauthorized('auth.refreshTokenReused');
  }
  // Mark used only if still unused, so two concurrent uses cannot both succeed.
  const claimed = await app.db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (!claimed.length) {
    await revokeFamily(app, row.familyId);
    throw unauthorized('auth.refreshTokenReused');
  }
  const [user] = await app.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) throw unauthorized('auth.invalidRefreshToken');
  return issueTokens(app, user, row.familyId);
}

export async function revokeFamily(app: FastifyInstance, familyId: string): Promise<void> {
  await app.db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user: refresh tokens revoked, access tokens invalid. */
export async function endAllSessions(app: FastifyInstance, userId: string): Promise<UserRow> {
  await app.db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  const [user] = await app.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, userId)).returning();
  return user!;
}

/** The family of a refresh token, for logout; null when unknown. */
export async function familyOf(app: FastifyInstance, token: string): Promise<{ familyId: string; userId: string } | null> {
  const [row] = await app.db.select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token))).limit(1);
  return row ?? null;
}
