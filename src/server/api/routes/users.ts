/**
 * Users and sessions: anonymous creation, registration, login (merging anonymous progress),
 * tokens, email verification, forgot password and token login, profile, password, deletion
 * and groups.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../../domain/model.ts';
import { groupMemberships, users } from '../../db/schema.ts';
import { lockUuid } from '../../services/uuid-lock.ts';
import { mergeAnonymousInto, retireDeleted, retiredUser } from '../../services/merge.ts';
import { registerAccount } from '../../services/registration.ts';
import { isCommonPassword } from '../../services/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../services/secrets.ts';
import { writeForUser } from '../../services/user-lock.ts';
import { endAllSessions, familyOf, issueTokens, revokeFamily, rotateRefreshToken } from '../../services/sessions.ts';
import { sendEmailToken, spendEmailToken } from '../../services/email-tokens.ts';
import { actingUser, confirmCurrentPassword, publicUser, requireBearer, requireBearerSession, userSchema } from '../auth.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../errors.ts';
import * as S from '../schemas.ts';

const userData = { type: 'object', required: ['data'], properties: { data: userSchema } } as const;
const session = { type: 'object', required: ['access_token', 'refresh_token', 'user'], properties: { ...S.tokenPairSchema.properties, user: userSchema } } as const;

const { langOf } = S;
/** A client-chosen uuid must be a random (version 4) one: no nil uuid, no guessable kinds. */
const uuidV4 = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$' } as const;
const normalizeEmail = (e: string) => e.trim().toLowerCase();

function passwordsMatch(pw: string, confirm: string, emailAddress?: string | null) {
  if (pw !== confirm) throw badRequest('error.validation', { password_confirm: 'validation.passwordMismatch' });
  if (emailAddress && pw.toLowerCase() === emailAddress) throw badRequest('error.validation', { password: 'validation.passwordIsEmail' });
  if (isCommonPassword(pw)) throw badRequest('error.validation', { password: 'validation.passwordTooCommon' });
}

export default async function userRoutes(app: FastifyInstance) {
  const authLimit = { rateLimit: { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.windowSeconds * 1000 } };

  app.post('/users', {
    preValidation: S.bodyMayBeAbsent,
    schema: {
      tags: ['users'],
      summary: 'Create an anonymous (or kiosk) user',
      description:
        'An offline client may choose the `uuid` (version 4) itself and send the creation later, before the answers given under it. Sending it again answers 200 with the same anonymous user; refused with 409: a uuid that belongs to an account (`validation.uuidTaken`), a replay with another `is_kiosk_user` (`validation.uuidKioskMismatch`), a uuid merged into an account at login or deleted (`validation.uuidRetired`).',
      querystring: S.query({}),
      body: S.body({ source: { type: 'string', minLength: 1, maxLength: 50 }, is_kiosk_user: { type: 'boolean' }, uuid: uuidV4 }),
      response: S.responses(userData, [409], 201),
    },
  }, async (request, reply) => {
    const b = (request.body ?? {}) as { source?: string; is_kiosk_user?: boolean; uuid?: string };
    const values = { source: b.source ?? 'web-app', isKioskUser: Boolean(b.is_kiosk_user) };
    if (!b.uuid) {
      const [row] = await app.db.insert(users).values(values).returning();
      return reply.code(201).send({ data: publicUser(row!) });
    }
    const id = b.uuid.toLowerCase();
    const row = await app.db.transaction(async (tx) => {
      // Under the uuid's lock, so a merge cannot retire it between the check and the insert.
      await lockUuid(tx, id);
      // A merged or deleted uuid is not brought back (an orphan would catch the answers kept for it).
      if (await retiredUser(tx, id)) throw conflict('validation.uuidRetired', { uuid: 'validation.uuidRetired' });
      const [created] = await tx.insert(users).values({ ...values, id }).onConflictDoNothing().returning();
      return created;
    });
    if (row) return reply.code(201).send({ data: publicUser(row) });
    // A replayed creation: the same anonymous user again; an account's uuid is not handed out.
    const [existing] = await app.db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!existing || existing.email) throw conflict('validation.uuidTaken', { uuid: 'validation.uuidTaken' });
    if (existing.isKioskUser !== values.isKioskUser) throw conflict('validation.uuidKioskMismatch', { is_kiosk_user: 'validation.uuidKioskMismatch' });
    return reply.code(200).send({ data: publicUser(existing) });
  });

  app.get('/users/me', {
    schema: { tags: ['users'], summary: 'The logged-in user', querystring: S.query({}), response: S.responses(userData, [401]) },
  }, async (request) => ({ data: publicUser(await requireBearer(app, request)) }));

  app.get('/users/:id', {
    schema: {
      tags: ['users'],
      summary: 'A user by uuid (an anonymous uuid is its own key; a registered user needs its token)',
      params: { type: 'object', properties: { id: S.uuid }, required: ['id'] },
      querystring: S.query({}),
      response: S.responses(userData, [401, 403, 404]),
    },
  }, async (request) => ({ data: publicUser(await actingUser(app, request, (request.params as { id: string }).id)) }));

  app.put('/users', {
    schema: {
      tags: ['users'],
      summary: 'Update the profile',
      querystring: S.query({}),
      body: S.body({
        user_uuid: S.uuid,
        profile: S.body({ name: { type: 'string', maxLength: 100 }, population_category: { type: ['string', 'null'], maxLength: 100 }, newsletter: { type: 'boolean' } }),
      }, ['profile']),
      response: S.responses(userData, [401, 403, 404]),
    },
  }, async (request) => {
    const b = request.body as { user_uuid?: string; profile: Record<string, unknown> };
    const user = await actingUser(app, request, b.user_uuid);
    const category = b.profile['population_category'];
    if (typeof category === 'string' && !app.content.index.graph.populationCategories.some((p) => p.key === category)) {
      throw badRequest('error.validation', { 'profile.population_category': 'validation.unknownPopulationCategory' });
    }
    // Merged in the statement (jsonb ||), so two concurrent updates of different fields both stay.
    const [row] = await app.db.update(users).set({ profile: sql`${users.profile} || ${JSON.stringify(b.profile)}::jsonb` }).where(eq(users.id, user.id)).returning();
    if (!row) throw notFound('user.notFound');
    return { data: publicUser(row) };
  });

  app.put('/users/change_password', {
    // Wrong current passwords count like failed logins, so they cannot be guessed.
    config: authLimit,
    schema: {
      tags: ['users'],
      summary: 'Change the password; ends every other session and returns a new one',
      description:
        '`current_password` is required (400 `validation.required` when missing, 403 `auth.invalidPassword` naming `current_password` when wrong), except with the access token of an emailed sign-in (`token_login`, forgot password), which allows one change without it while it lives.',
      querystring: S.query({}),
      body: S.body({ current_password: { type: 'string', maxLength: 128 }, password: S.password, password_confirm: S.password }, ['password', 'password_confirm']),
      response: S.responses(session, [401, 403]),
    },
  }, async (request) => {
    const bearer = await requireBearerSession(app, request);
    const { user } = bearer;
    const b = request.body as { current_password?: string; password: string; password_confirm: string };
    await confirmCurrentPassword(bearer, b.current_password);
    passwordsMatch(b.password, b.password_confirm, user.email);
    await app.db.update(users).set({ passwordHash: await hashPassword(b.password) }).where(eq(users.id, user.id));
    const fresh = await endAllSessions(app, user.id);
    return { ...(await issueTokens(app, fresh)), user: publicUser(fresh) };
  });

  app.post('/users/register', {
    config: authLimit,
    schema: {
      tags: ['users'],
      summary: 'Register; an anonymous uuid becomes the account, keeping its progress',
      querystring: S.query({}),
      body: S.body({ uuid: S.uuid, email: S.email, password: S.password, password_confirm: S.password, agreements_acceptence: { type: 'boolean' } }, ['email', 'password', 'password_confirm', 'agreements_acceptence']),
      response: S.responses(session, [403, 409], 201),
    },
  }, async (request, reply) => {
    const b = request.body as { uuid?: string; email: string; password: string; password_confirm: string; agreements_acceptence: boolean };
    const address = normalizeEmail(b.email);
    if (!b.agreements_acceptence) throw badRequest('error.validation', { agreements_acceptence: 'validation.mustAccept' });
    passwordsMatch(b.password, b.password_confirm, address);
    const values = { email: address, passwordHash: await hashPassword(b.password), agreementsAcceptedAt: new Date() };
    const row = await registerAccount(app.db, b.uuid?.toLowerCase(), values);
    await sendEmailToken(app, row, 'verify', langOf(request));
    return reply.code(201).send({ ...(await issueTokens(app, row)), user: publicUser(row) });
  });

  app.post('/users/login', {
    config: authLimit,
    schema: {
      tags: ['users'],
      summary: 'Log in; with `uuid`, that anonymous user\'s progress moves into the account',
      querystring: S.query({}),
      body: S.body({ email: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 128 }, uuid: S.uuid }, ['email', 'password']),
      response: S.responses(session, [401]),
    },
  }, async (request) => {
    const b = request.body as { email: string; password: string; uuid?: string };
    const [user] = await app.db.select().from(users).where(eq(users.email, normalizeEmail(b.email))).limit(1);
    // Unknown email and wrong password take the same path and the same time.
    const ok = await verifyPassword(user?.passwordHash ?? null, b.password);
    if (!user || !ok) throw unauthorized('auth.invalidCredentials');
    if (b.uuid) await mergeAnonymousInto(app.db, b.uuid.toLowerCase(), user.id);
    return { ...(await issueTokens(app, user)), user: publicUser(user) };
  });

  app.post('/users/logout', {
    schema: {
      tags: ['users'],
      summary: 'Log out: the refresh token\'s session ends and access tokens stop working',
      querystring: S.query({}),
      body: S.body({ refresh_token: S.token }, ['refresh_token']),
      response: S.responses(S.messageSchema, [401]),
    },
  }, async (request) => {
    const user = await requireBearer(app, request);
    const family = await familyOf(app, (request.body as { refresh_token: string }).refresh_token);
    if (family && family.userId === user.id) await revokeFamily(app, family.familyId);
    await app.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, user.id));
    return { message: 'account.loggedOut' };
  });

  app.post('/users/refresh_token', {
    schema: {
      tags: ['users'],
      summary: 'Exchange a refresh token for a new pair (rotation; reuse revokes the family)',
      querystring: S.query({}),
      body: S.body({ refresh_token: S.token }, ['refresh_token']),
      response: S.responses(S.tokenPairSchema, [401]),
    },
  }, async (request) => rotateRefreshToken(app, (request.body as { refresh_token: string }).refresh_token));

  app.post('/users/delete_account', {
    preValidation: S.bodyMayBeAbsent,
    schema: {
      tags: ['users'],
      summary: 'Delete the account and all personal data',
      querystring: S.query({}),
      body: S.body({ user_uuid: S.uuid, password: { type: 'string', maxLength: 128 } }),
      response: S.responses({ type: 'object', required: ['result'], properties: { result: { type: 'string', enum: ['OK'] } } }, [401, 403, 404]),
    },
  }, async (request) => {
    const b = (request.body ?? {}) as { user_uuid?: string; password?: string };
    const user = await actingUser(app, request, b.user_uuid);
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, b.password ?? ''))) throw forbidden('auth.invalidPassword');
    await app.db.delete(users).where(eq(users.id, user.id));
    await retireDeleted(app.db, user.id);
    return { result: 'OK' };
  });

  app.post('/users/group', {
    schema: {
      tags: ['users'],
      summary: 'Join a group by its code (case-insensitive)',
      querystring: S.query({}),
      body: S.body({ code: { type: 'string', minLength: 1, maxLength: 100 }, user_uuid: S.uuid }, ['code']),
      response: S.responses({ type: 'object', properties: { data: { type: 'object', properties: { code: { type: 'string' }, name: { type: 'string' }, welcome: { type: 'string' } } } } }, [401, 403, 404]),
    },
  }, async (request) => {
    const b = request.body as { code: string; user_uuid?: string };
    const group = app.content.index.groups.get(b.code.trim().toLowerCase());
    if (!group) throw notFound('group.notFound');
    const user = await actingUser(app, request, b.user_uuid);
    await writeForUser(app.db, user.id, (tx, userId) => tx.insert(groupMemberships).values({ userId, groupCode: group.code.toLowerCase() }).onConflictDoNothing());
    return { data: { code: group.code, name: group.name, welcome: group.welcome[langOf(request)] } };
  });

  app.post('/users/forgot_password', {
    config: authLimit,
    schema: {
      tags: ['users'],
      summary: 'Email a single-use login link; the answer is the same whether the email is known',
      querystring: S.query({}),
      body: S.body({ email: { type: 'string', maxLength: 254 } }, ['email']),
      response: S.responses(S.messageSchema, []),
    },
  }, async (request) => {
    const [user] = await app.db.select().from(users).where(eq(users.email, normalizeEmail((request.body as { email: string }).email))).limit(1);
    // Sending happens after the answer, so known and unknown addresses take the same time.
    if (user) setImmediate(() => void sendEmailToken(app, user, 'login', langOf(request)).catch((err: unknown) => app.log.error(err)));
    return { message: 'account.emailSent' };
  });

  app.post('/users/token_login', {
    config: authLimit,
    schema: {
      tags: ['users'],
      summary: 'Log in with an emailed token (forgot password); proves the email address and ends every other session',
      querystring: S.query({}),
      body: S.body({ token: S.token, uuid: S.uuid }, ['token']),
      response: S.responses(session, [401]),
    },
  }, async (request) => {
    const b = request.body as { token: string; uuid?: string };
    const userId = await spendEmailToken(app, b.token, 'login');
    if (!userId) throw unauthorized('account.invalidToken');
    await app.db.update(users).set({ isVerified: true }).where(eq(users.id, userId));
    // Whoever else holds a session may be the reason for the reset: every other one ends.
    const user = await endAllSessions(app, userId);
    if (b.uuid) await mergeAnonymousInto(app.db, b.uuid.toLowerCase(), userId);
    // Its access token allows one password change without the current password.
    return { ...(await issueTokens(app, user, undefined, true)), user: publicUser(user) };
  });

  app.put('/users/verify', {
    schema: {
      tags: ['users'],
      summary: 'Verify the email address with the emailed token',
      querystring: S.query({}),
      body: S.body({ token: S.token }, ['token']),
      response: S.responses(userData, []),
    },
  }, async (request) => {
    const userId = await spendEmailToken(app, (request.body as { token: string }).token, 'verify');
    if (!userId) throw badRequest('account.invalidToken');
    const [user] = await app.db.update(users).set({ isVerified: true }).where(eq(users.id, userId)).returning();
    return { data: publicUser(user!) };
  });

  app.post('/users/resend_verification_email', {
    config: authLimit,
    preValidation: S.bodyMayBeAbsent,
    schema: {
      tags: ['users'],
      summary: 'Send the verification email again',
      querystring: S.query({}),
      body: S.body({ lang: S.lang }),
      response: S.responses(S.messageSchema, [401, 409]),
    },
  }, async (request) => {
    const user = await requireBearer(app, request);
    if (user.isVerified) throw conflict('account.alreadyVerified');
    const b = (request.body ?? {}) as { lang?: Lang };
    await sendEmailToken(app, user, 'verify', b.lang ?? langOf(request));
    return { message: 'account.emailSent' };
  });
}
