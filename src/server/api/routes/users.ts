/**
 * Users and sessions: anonymous creation, registration, login (merging anonymous progress),
 * tokens, email verification, forgot password and token login, profile, password, deletion
 * and groups.
 */
import { eq, sql } from 'drizzle-orm';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import { OPERATIONS as OP } from '#src/api-contract/operations.ts';
import * as C from '#src/api-contract/schemas/users.ts';
import { groupMemberships, users } from '#src/server/db/schema.ts';
import { lockUuid } from '#src/server/services/uuid-lock.ts';
import { mergeAnonymousInto, retiredUser } from '#src/server/services/merge.ts';
import { deleteUser } from '#src/server/services/account-deletion.ts';
import { registerAccount } from '#src/server/services/registration.ts';
import { isCommonPassword } from '#src/server/services/common-passwords.ts';
import { normalizeEmail } from '#src/server/services/email-address.ts';
import { hashPassword, verifyPassword } from '#src/server/services/secrets.ts';
import { writeForUser } from '#src/server/services/user-lock.ts';
import {
  endAllSessions,
  familyOf,
  issueTokens,
  revokeFamily,
  rotateRefreshToken,
} from '#src/server/services/sessions.ts';
import { sendEmailToken, spendEmailToken } from '#src/server/services/email-tokens.ts';
import { actingUser, confirmCurrentPassword, publicUser, requireBearer, requireBearerSession } from '../auth.ts';
import { conflict, forbidden, invalid, notFound, unauthorized } from '#src/server/services/errors.ts';
import { apiRateLimits } from '../rate-limits.ts';
import { bodyMayBeAbsent, docs, langOf } from '../schemas.ts';
import { normalizeCode } from '#src/domain/codes.ts';
import { must } from '#src/utils/must.ts';

function passwordsMatch(pw: string, confirm: string, emailAddress?: string | null) {
  if (pw !== confirm) throw invalid('error.validation', { password_confirm: 'validation.passwordMismatch' });
  if (emailAddress && pw.toLowerCase() === emailAddress)
    throw invalid('error.validation', { password: 'validation.passwordIsEmail' });
  if (isCommonPassword(pw)) throw invalid('error.validation', { password: 'validation.passwordTooCommon' });
}

export default function userRoutes(fastify: FastifyInstance, _opts: FastifyPluginOptions, done: () => void) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // What the services get: the database and the settings (the mailer for emails), not the app.
  const ctx = { db: app.db, config: app.config };
  const mail = { ...ctx, mailer: app.mailer };
  const limits = apiRateLimits(app);

  app.post(
    OP.createUser.path,
    {
      preValidation: bodyMayBeAbsent,
      schema: {
        ...docs(
          'users',
          'Create an anonymous (or kiosk) user',
          'An offline client may choose the `uuid` (version 4) itself and send the creation later, before the answers given under it. Sending it again answers 200 with the same anonymous user; refused with 409: a uuid that belongs to an account (`validation.uuidTaken`), a replay with another `is_kiosk_user` (`validation.uuidKioskMismatch`), a uuid merged into an account at login or deleted (`validation.uuidRetired`).',
        ),
        ...C.createUser,
      },
    },
    async (request, reply) => {
      const b = request.body;
      const values = { source: b.source ?? 'web-app', isKioskUser: Boolean(b.is_kiosk_user) };
      if (!b.uuid) {
        const [row] = await app.db.insert(users).values(values).returning();
        return reply.code(201).send({ data: publicUser(must(row, 'the inserted user')) });
      }
      const id = b.uuid.toLowerCase();
      const row = await app.db.transaction(async (tx) => {
        // Under the uuid's lock, so a merge cannot retire it between the check and the insert.
        await lockUuid(tx, id);
        // A merged or deleted uuid is not brought back (an orphan would catch the answers kept for it).
        if (await retiredUser(tx, id)) throw conflict('validation.uuidRetired', { uuid: 'validation.uuidRetired' });
        const [created] = await tx
          .insert(users)
          .values({ ...values, id })
          .onConflictDoNothing()
          .returning();
        return created;
      });
      if (row) return reply.code(201).send({ data: publicUser(row) });
      // A replayed creation: the same anonymous user again; an account's uuid is not handed out.
      const [existing] = await app.db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!existing || existing.email) throw conflict('validation.uuidTaken', { uuid: 'validation.uuidTaken' });
      if (existing.isKioskUser !== values.isKioskUser)
        throw conflict('validation.uuidKioskMismatch', { is_kiosk_user: 'validation.uuidKioskMismatch' });
      return reply.code(200).send({ data: publicUser(existing) });
    },
  );

  app.get(
    OP.me.path,
    {
      schema: { ...docs('users', 'The logged-in user'), ...C.me },
    },
    async (request) => ({ data: publicUser(await requireBearer(app, request)) }),
  );

  app.get(
    OP.user.path,
    {
      schema: {
        ...docs('users', 'A user by uuid (an anonymous uuid is its own key; a registered user needs its token)'),
        ...C.user,
      },
    },
    async (request) => ({ data: publicUser(await actingUser(app, request, request.params.id)) }),
  );

  app.put(
    OP.updateProfile.path,
    {
      schema: { ...docs('users', 'Update the profile'), ...C.updateProfile },
    },
    async (request) => {
      const b = request.body;
      const user = await actingUser(app, request, b.user_uuid);
      const category = b.profile.population_category;
      if (
        typeof category === 'string' &&
        !app.content.index.graph.populationCategories.some((p) => p.key === category)
      ) {
        throw invalid('error.validation', { 'profile.population_category': 'validation.unknownPopulationCategory' });
      }
      // Merged in the statement (jsonb ||), so two concurrent updates of different fields both stay.
      const [row] = await app.db
        .update(users)
        .set({ profile: sql`${users.profile} || ${JSON.stringify(b.profile)}::jsonb` })
        .where(eq(users.id, user.id))
        .returning();
      if (!row) throw notFound('user.notFound');
      return { data: publicUser(row) };
    },
  );

  app.put(
    OP.changePassword.path,
    {
      // Every check of the current password counts against the account, so it cannot be guessed.
      preHandler: limits.password,
      schema: {
        ...docs(
          'users',
          'Change the password; ends every other session and returns a new one',
          '`current_password` is required (400 `validation.required` when missing, 403 `auth.invalidPassword` naming `current_password` when wrong), except with the access token of an emailed sign-in (`token_login`, forgot password), which allows one change without it while it lives.',
        ),
        ...C.changePassword,
      },
    },
    async (request) => {
      const bearer = await requireBearerSession(app, request);
      const { user } = bearer;
      const b = request.body;
      await confirmCurrentPassword(bearer, b.current_password);
      passwordsMatch(b.password, b.password_confirm, user.email);
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(b.password) })
        .where(eq(users.id, user.id));
      const fresh = await endAllSessions(ctx, user.id);
      return { ...(await issueTokens(ctx, fresh)), user: publicUser(fresh) };
    },
  );

  app.post(
    OP.register.path,
    {
      preHandler: limits.address,
      schema: {
        ...docs('users', 'Register; an anonymous uuid becomes the account, keeping its progress'),
        ...C.register,
      },
    },
    async (request, reply) => {
      const b = request.body;
      const address = normalizeEmail(b.email);
      if (!b.agreements_acceptence)
        throw invalid('error.validation', { agreements_acceptence: 'validation.mustAccept' });
      passwordsMatch(b.password, b.password_confirm, address);
      const values = { email: address, passwordHash: await hashPassword(b.password), agreementsAcceptedAt: new Date() };
      const row = await registerAccount(app.db, b.uuid?.toLowerCase(), values);
      await sendEmailToken(mail, row, 'verify', langOf(request.query));
      return reply.code(201).send({ ...(await issueTokens(ctx, row)), user: publicUser(row) });
    },
  );

  app.post(
    OP.login.path,
    {
      preHandler: limits.signIn,
      schema: {
        ...docs('users', "Log in; with `uuid`, that anonymous user's progress moves into the account"),
        ...C.login,
      },
    },
    async (request) => {
      const b = request.body;
      const [user] = await app.db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(b.email)))
        .limit(1);
      // Unknown email and wrong password take the same path and the same time.
      const ok = await verifyPassword(user?.passwordHash ?? null, b.password);
      if (!user || !ok) throw unauthorized('auth.invalidCredentials');
      if (b.uuid) await mergeAnonymousInto(app.db, b.uuid.toLowerCase(), user.id);
      return { ...(await issueTokens(ctx, user)), user: publicUser(user) };
    },
  );

  app.post(
    OP.logout.path,
    {
      schema: {
        ...docs('users', "Log out: the refresh token's session ends and access tokens stop working"),
        ...C.logout,
      },
    },
    async (request) => {
      const user = await requireBearer(app, request);
      const family = await familyOf(ctx, request.body.refresh_token);
      if (family && family.userId === user.id) await revokeFamily(ctx, family.familyId);
      await app.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, user.id));
      return { message: 'account.loggedOut' };
    },
  );

  app.post(
    OP.refreshToken.path,
    {
      schema: {
        ...docs('users', 'Exchange a refresh token for a new pair (rotation; reuse revokes the family)'),
        ...C.refreshToken,
      },
    },
    async (request) => rotateRefreshToken(ctx, request.body.refresh_token),
  );

  app.post(
    OP.deleteAccount.path,
    {
      preValidation: bodyMayBeAbsent,
      // A signed-in account's password is checked: counted against the account like a password change.
      preHandler: limits.password,
      schema: { ...docs('users', 'Delete the account and all personal data'), ...C.deleteAccount },
    },
    async (request) => {
      const b = request.body;
      const user = await actingUser(app, request, b.user_uuid);
      if (user.passwordHash && !(await verifyPassword(user.passwordHash, b.password ?? '')))
        throw forbidden('auth.invalidPassword');
      await deleteUser(app.db, user.id);
      return { result: 'OK' as const };
    },
  );

  app.post(
    OP.joinGroup.path,
    {
      // Codes are short words a teacher hands out: guessing them is limited per address.
      preHandler: limits.address,
      schema: { ...docs('users', 'Join a group by its code (case-insensitive)'), ...C.joinGroup },
    },
    async (request) => {
      const b = request.body;
      const group = app.content.index.groups.get(normalizeCode(b.code));
      if (!group) throw notFound('group.notFound');
      const user = await actingUser(app, request, b.user_uuid);
      await writeForUser(app.db, user.id, (tx, userId) =>
        tx
          .insert(groupMemberships)
          .values({ userId, groupCode: normalizeCode(group.code) })
          .onConflictDoNothing(),
      );
      return { data: { code: group.code, name: group.name, welcome: group.welcome[langOf(request.query)] } };
    },
  );

  app.post(
    OP.forgotPassword.path,
    {
      preHandler: limits.signIn,
      schema: {
        ...docs('users', 'Email a single-use login link; the answer is the same whether the email is known'),
        ...C.forgotPassword,
      },
    },
    async (request) => {
      const [user] = await app.db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(request.body.email)))
        .limit(1);
      const lang = langOf(request.query);
      // Sending happens after the answer, so known and unknown addresses take the same time.
      if (user)
        setImmediate(
          () =>
            void sendEmailToken(mail, user, 'login', lang).catch((err: unknown) =>
              request.log.error({ err }, 'login email not sent'),
            ),
        );
      return { message: 'account.emailSent' };
    },
  );

  app.post(
    OP.tokenLogin.path,
    {
      preHandler: limits.address,
      schema: {
        ...docs(
          'users',
          'Log in with an emailed token (forgot password); proves the email address and ends every other session',
        ),
        ...C.tokenLogin,
      },
    },
    async (request) => {
      const b = request.body;
      const userId = await spendEmailToken(ctx, b.token, 'login');
      if (!userId) throw unauthorized('account.invalidToken');
      await app.db.update(users).set({ isVerified: true }).where(eq(users.id, userId));
      // Whoever else holds a session may be the reason for the reset: every other one ends.
      const user = await endAllSessions(ctx, userId);
      if (b.uuid) await mergeAnonymousInto(app.db, b.uuid.toLowerCase(), userId);
      // Its access token allows one password change without the current password.
      return { ...(await issueTokens(ctx, user, undefined, true)), user: publicUser(user) };
    },
  );

  app.put(
    OP.verify.path,
    {
      schema: { ...docs('users', 'Verify the email address with the emailed token'), ...C.verify },
    },
    async (request) => {
      const userId = await spendEmailToken(ctx, request.body.token, 'verify');
      if (!userId) throw invalid('account.invalidToken');
      const [user] = await app.db.update(users).set({ isVerified: true }).where(eq(users.id, userId)).returning();
      return { data: publicUser(must(user, 'the verified user')) };
    },
  );

  app.post(
    OP.resendVerification.path,
    {
      preHandler: limits.mail,
      preValidation: bodyMayBeAbsent,
      schema: { ...docs('users', 'Send the verification email again'), ...C.resendVerification },
    },
    async (request) => {
      const user = await requireBearer(app, request);
      if (user.isVerified) throw conflict('account.alreadyVerified');
      await sendEmailToken(mail, user, 'verify', request.body.lang ?? langOf(request.query));
      return { message: 'account.emailSent' };
    },
  );
  done();
}
