/**
 * Sessions: a short-lived access token and an opaque refresh token, rotated on every use.
 * Using a spent refresh token again after a short grace period revokes its whole family (the
 * token was stolen or replayed); ending sessions raises the user's token version, so access
 * tokens die at once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { refreshTokens, users } from '../db/schema.ts';
import type { UserRow } from '../db/schema.ts';
import { unauthorized, type ServiceContext } from './errors.ts';
import { hashToken, newToken, signAccessToken } from './secrets.ts';
import { must } from '#src/utils/must.ts';

export interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_in: number;
}

/**
 * A new session (or the next pair of a family): a refresh token stored hashed and an access
 * token; `passwordReset` marks an emailed sign-in's access token (see `signAccessToken`).
 */
export async function issueTokens(
  app: ServiceContext,
  user: UserRow,
  familyId: string = randomUUID(),
  passwordReset = false,
): Promise<TokenPair> {
  const refresh = newToken();
  await app.db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(Date.now() + app.config.refreshTokenSeconds * 1000),
  });
  const access = await signAccessToken(
    user.id,
    user.tokenVersion,
    app.config.jwtSecret,
    app.config.accessTokenSeconds,
    passwordReset,
  );
  return { access_token: access, refresh_token: refresh, expires_in: app.config.accessTokenSeconds };
}

/**
 * How long after its use a refresh token may come back as a race rather than theft: two tabs
 * (or a retry after a lost answer) refreshing with the same token at about the same time. Such
 * a second use is refused without revoking anything, and the client picks up the pair the
 * winner stored; this is what Auth0 calls the reuse interval. Later, a spent token coming back
 * is theft, and its whole family is revoked.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Exchanges a refresh token for a new pair. The token is claimed in one conditional update, so
 * of concurrent uses exactly one wins; the others get 401 `auth.refreshTokenRaced` within the
 * grace period (the winner's new pair stays valid), `auth.refreshTokenReused` after it (the
 * family is revoked).
 */
export async function rotateRefreshToken(app: ServiceContext, token: string): Promise<TokenPair> {
  const hash = hashToken(token);
  const now = new Date();
  const [claimed] = await app.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  if (claimed) {
    const [user] = await app.db.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
    if (!user) throw unauthorized('auth.invalidRefreshToken');
    return issueTokens(app, user, claimed.familyId);
  }
  const [row] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
  if (!row?.usedAt || row.revokedAt || row.expiresAt.getTime() <= now.getTime())
    throw unauthorized('auth.invalidRefreshToken');
  if (now.getTime() - row.usedAt.getTime() < REFRESH_REUSE_GRACE_MS) throw unauthorized('auth.refreshTokenRaced');
  await revokeFamily(app, row.familyId);
  throw unauthorized('auth.refreshTokenReused');
}

export async function revokeFamily(app: ServiceContext, familyId: string): Promise<void> {
  await app.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user: refresh tokens revoked, access tokens invalid. */
export async function endAllSessions(app: ServiceContext, userId: string): Promise<UserRow> {
  await app.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  const [user] = await app.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  return must(user, `the user ${userId}`);
}

/** The family of a refresh token, for logout; null when unknown. */
export async function familyOf(
  app: ServiceContext,
  token: string,
): Promise<{ familyId: string; userId: string } | null> {
  const [row] = await app.db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}
