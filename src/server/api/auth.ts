/**
 * Who is acting on a request. A registered user acts with a bearer access token; an anonymous
 * (or kiosk) user's uuid is its own key. A registered user's data is never served on the uuid
 * alone.
 */
import type { UserRow } from '../db/schema.ts';
import { userById } from '../db/user-by-id.ts';
import type { User } from '#src/api-contract/schemas/users.ts';
import type { Claim } from '../services/answer-write.ts';
import { retiredUser } from '../services/merge.ts';
import { readAccessToken, verifyPassword } from '../services/secrets.ts';
import { forbidden, invalid, notFound, unauthorized, type ServiceContext } from '../services/errors.ts';

/** What a request's identity is read from: its `Authorization` header. */
type Credentials = { readonly headers: { readonly authorization?: string | undefined } };

export type { UserRow };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BEARER = /^Bearer\s+(\S+)$/i;

/** The user of a uuid, or null; on the raw driver, as it is on every request's hot path. */
export async function findUser(app: ServiceContext, id: string): Promise<UserRow | null> {
  return UUID.test(id) ? userById(app.db, id) : null;
}

/** A bearer's user and whether its token may reset the password (an emailed sign-in's). */
export interface BearerSession {
  readonly user: UserRow;
  readonly passwordReset: boolean;
}

/** The claims of an `Authorization: Bearer` header's well-signed access token, or null (malformed header, bad token). */
async function headerClaims(app: ServiceContext, header: string) {
  const token = BEARER.exec(header)?.[1];
  return token ? readAccessToken(token, app.config.jwtSecret) : null;
}

/**
 * The claims of a request's well-signed bearer token, or null (no header, a malformed one, a bad
 * token), without reading the user: what a rate limit counts a call against before the route
 * checks the session (src/server/api/rate-limits.ts).
 */
export async function bearerClaims(app: ServiceContext, request: Credentials) {
  const header = request.headers.authorization;
  return header ? headerClaims(app, header) : null;
}

/** The session of a valid bearer token; null without a token; 401 for a bad or ended one. */
export async function bearerSession(app: ServiceContext, request: Credentials): Promise<BearerSession | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const claims = await headerClaims(app, header);
  if (!claims) throw unauthorized('auth.invalidToken');
  const user = await findUser(app, claims.userId);
  if (!user || user.tokenVersion !== claims.version) throw unauthorized('auth.invalidToken');
  return { user, passwordReset: claims.passwordReset };
}

/** The user of a valid bearer token; null without a token; 401 for a bad or ended one. */
export async function bearerUser(app: ServiceContext, request: Credentials): Promise<UserRow | null> {
  return (await bearerSession(app, request))?.user ?? null;
}

/** Requires a logged-in user; the session tells whether its token may reset the password. */
export async function requireBearerSession(app: ServiceContext, request: Credentials): Promise<BearerSession> {
  const found = await bearerSession(app, request);
  if (!found) throw unauthorized('auth.tokenRequired');
  return found;
}

/**
 * Re-authentication before a password change: a stolen access token alone must not become a
 * permanent takeover, so the current password is required (400 when missing, 403 naming
 * `current_password` when wrong). An emailed sign-in's token (forgot password) is exempt: its
 * learner does not know the old password, and the change ends that token.
 */
export async function confirmCurrentPassword(session: BearerSession, current: string | undefined): Promise<void> {
  if (session.passwordReset || !session.user.passwordHash) return;
  if (current === undefined) throw invalid('error.validation', { current_password: 'validation.required' });
  if (!(await verifyPassword(session.user.passwordHash, current)))
    throw forbidden('auth.invalidPassword', { current_password: 'auth.invalidPassword' });
}

/** Requires a logged-in user. */
export async function requireBearer(app: ServiceContext, request: Credentials): Promise<UserRow> {
  return (await requireBearerSession(app, request)).user;
}

/**
 * The user a request acts for: the bearer's user, or the anonymous user named by `uuid`. With
 * a bearer, `uuid` must be its user or an anonymous uuid merged into it at login (an offline
 * device's answers given before the login arrive after it); any other is refused (403). A
 * merged uuid without the account's token is 401, so the device keeps the call until the
 * account is back.
 */
export async function actingUser(
  app: ServiceContext,
  request: Credentials,
  uuid: string | undefined,
): Promise<UserRow> {
  const bearer = await bearerUser(app, request);
  if (bearer) {
    if (
      uuid &&
      uuid.toLowerCase() !== bearer.id &&
      (!UUID.test(uuid) || (await retiredUser(app.db, uuid))?.mergedInto !== bearer.id)
    )
      throw forbidden('auth.wrongUser');
    return bearer;
  }
  if (!uuid) throw invalid('error.validation', { user_uuid: 'validation.required' });
  const user = await findUser(app, uuid);
  if (!user && UUID.test(uuid) && (await retiredUser(app.db, uuid))?.mergedInto)
    throw unauthorized('auth.tokenRequired');
  if (!user) throw notFound('user.notFound');
  if (user.email) throw unauthorized('auth.tokenRequired');
  return user;
}

/**
 * The claim a request makes for a write that checks it in its own statement (answer-write.ts):
 * the common cases of {@link actingUser} without reading the user first, an anonymous uuid
 * alone or a well-signed bearer token acting for its own user. Null for everything else (no
 * uuid, a malformed header or token, another uuid beside a bearer), which only the full check
 * can answer; so is a claim the statement refuses, so that the errors stay those of actingUser.
 */
export async function claimOf(
  app: ServiceContext,
  request: Credentials,
  uuid: string | undefined,
): Promise<Claim | null> {
  const header = request.headers.authorization;
  if (!header) return uuid && UUID.test(uuid) ? { userId: uuid, anonymousOnly: true, tokenVersion: null } : null;
  const claims = await headerClaims(app, header);
  if (!claims || !UUID.test(claims.userId) || (uuid && uuid.toLowerCase() !== claims.userId.toLowerCase())) return null;
  return { userId: claims.userId, anonymousOnly: false, tokenVersion: claims.version };
}

/** The public shape of a user. */
export function publicUser(u: UserRow): User {
  return {
    uuid: u.id,
    email: u.email,
    is_verified: u.isVerified,
    is_kiosk_user: u.isKioskUser,
    source: u.source,
    profile: u.profile,
  };
}
