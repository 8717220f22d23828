/**
 * The visitor's account: sign-up, login (moving the anonymous progress into the account),
 * token login, logout, email verification, password, profile, deletion, groups and the
 * progress overview. Islands call these and show the outcome; failures reject with the API
 * client's `{ status, data: { message, errors } }`.
 */
import type {
  Certificate,
  Group,
  PasswordChange,
  Profile,
  Session,
  SignUpForm,
  TopicProgress,
  User,
} from '../../../api-contract/types.ts';
import { call } from '../../../api-client/calls.ts';
import { DEFAULT_LANG, isLang } from '../../../domain/locale.ts';
import type { Lang } from '../../../domain/model.ts';
import type { ApiFailure } from '../../../api-client/client.ts';
import { rateLimitMessage, rejectWith, type FailureMessage } from '../../../api-client/failures.ts';
import { apiMissingMessage } from '../../../api-client/api-missing.ts';
import { VISITOR_KEYS } from '../../../api-client/storage.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { $alert, hideAlert, showAlert } from '../../alerts/index.ts';
import { sendAfterSessionChange, sendBeforeSessionChange } from '../../queue/index.ts';
import { $user, ensureUserUuid, session, type CurrentUser } from '../session.ts';

/** The email language for a page language (English unless Swedish). */
const emailLang = (lang: string): Lang => (isLang(lang) ? lang : DEFAULT_LANG);

export interface AccountUser extends CurrentUser {
  readonly profile?: Readonly<Record<string, unknown>>;
}

export type { Certificate, PasswordChange, Profile, SignUpForm, TopicProgress };
/** A group the visitor joined (the contract's group). */
export type JoinedGroup = Group;

/** Everything of the local storage that belongs to the visitor (not the device). */
export { VISITOR_KEYS };

export const isLoggedIn = (): boolean => Boolean(session().storage.get('access_token'));
export const isKioskMode = (): boolean => session().storage.get('kiosk_mode') === 'true';

/** A failure in the API client's shape, for refusals decided on this side. */
export function failure(status: number, message: string, errors?: Record<string, string>): ApiFailure {
  return { status, data: errors ? { message, errors } : { message } };
}

/** Forgets the visitor: state, tokens and progress (the anonymous uuid). Kiosk mode stays. */
export function clearVisitorState(): void {
  const { storage } = session();
  for (const key of VISITOR_KEYS) storage.set(key, null);
  $user.set(null);
  hideAlert();
}

/** Shows the not-verified reminder for an unverified account, or removes a stale one. */
export function remindIfNotVerified(user: AccountUser | null): void {
  if (user?.email && !user.is_verified) {
    showAlert({ key: 'account.notVerifiedYetMessage', vars: { email: user.email } }, { notVerified: true });
  } else if ($alert.get().notVerified) {
    hideAlert();
  }
}

function startSession(body: Session): User {
  const { storage } = session();
  storage.set('access_token', body.access_token);
  storage.set('refresh_token', body.refresh_token);
  // The account's uuid is the uuid answers are recorded under from now on.
  storage.set('user_uuid', body.user.uuid);
  $user.set(body.user);
  remindIfNotVerified(body.user);
  sendAfterSessionChange();
  return body.user;
}

/** The anonymous uuid whose progress should move into the account, when there is one. */
function anonymousUuid(): string | undefined {
  const { storage } = session();
  return isLoggedIn() ? undefined : (storage.get('user_uuid') ?? undefined);
}

/** Registers; the anonymous user (if any) becomes the account, keeping its progress. */
export async function signUp(form: SignUpForm): Promise<AccountUser> {
  if (isKioskMode()) return rejectWith(failure(403, 'account.noAccountCreationInKioskMode'));
  await sendBeforeSessionChange();
  const uuid = anonymousUuid();
  const body = await call(session().api, 'register', { body: { ...form, ...(uuid ? { uuid } : {}) } });
  return startSession(body);
}

/** Logs in; the stored anonymous uuid is sent so its progress moves into the account. */
export async function logIn(email: string, password: string): Promise<AccountUser> {
  await sendBeforeSessionChange();
  const uuid = anonymousUuid();
  const body = await call(session().api, 'login', { body: { email, password, ...(uuid ? { uuid } : {}) } });
  return startSession(body);
}

/** Logs in with an emailed token (forgot password); also moves anonymous progress. */
export async function tokenLogin(token: string): Promise<AccountUser> {
  await sendBeforeSessionChange();
  const uuid = anonymousUuid();
  const body = await call(session().api, 'tokenLogin', { body: { token, ...(uuid ? { uuid } : {}) } });
  return startSession(body);
}

/** Ends the session on the server (best effort) and clears state, tokens and progress. */
export async function logOut(): Promise<void> {
  await sendBeforeSessionChange();
  const { storage, api } = session();
  const refreshToken = storage.get('refresh_token');
  if (storage.get('access_token') && refreshToken) {
    await call(api, 'logout', { body: { refresh_token: refreshToken } }).catch(reportUnexpected);
  }
  clearVisitorState();
}

/**
 * The logged-in user from the API, or null without a stored token (no call then). When the user
 * changed while the call was out (the email verified, a login or logout on the page), that newer
 * user wins: the answer read before it is stale and must not bring back, say, the not-verified
 * reminder the verification just removed.
 */
export async function loadCurrentUser(): Promise<AccountUser | null> {
  if (!isLoggedIn()) return null;
  const before = $user.get();
  const res = await call(session().api, 'me', {});
  if ($user.get() !== before) return $user.get();
  $user.set(res.data);
  return res.data;
}

/** On page load: the current user and, while unverified, the reminder. Never throws. */
export async function restoreSession(): Promise<AccountUser | null> {
  try {
    const user = await loadCurrentUser();
    if (user) remindIfNotVerified(user);
    return user;
  } catch (err) {
    reportUnexpected(err);
    return null;
  }
}

/** Verifies the email address with the emailed token. */
export async function verifyEmail(token: string): Promise<AccountUser> {
  const res = await call(session().api, 'verify', { body: { token } });
  const current = $user.get();
  if (isLoggedIn() && (!current || current.uuid === res.data.uuid)) $user.set(res.data);
  if ($alert.get().notVerified) hideAlert();
  return res.data;
}

/** Sends the verification email again; shows `account.emailSent` (or the refusal) as an alert. */
export async function resendVerification(lang: string): Promise<boolean> {
  try {
    await call(session().api, 'resendVerification', { body: { lang: emailLang(lang) } });
    showAlert({ key: 'account.emailSent' });
    return true;
  } catch (err) {
    reportUnexpected(err);
    showAlert(messageOf(err), { error: true });
    return false;
  }
}

/** Mails a login link; the answer does not tell whether the address is known. */
export async function forgotPassword(email: string): Promise<void> {
  await call(session().api, 'forgotPassword', { body: { email } });
  showAlert({ key: 'account.emailSent' });
}

/** Changes the password; every other session ends and this one continues with new tokens. */
export async function changePassword(form: PasswordChange): Promise<void> {
  const body = await call(session().api, 'changePassword', { body: form });
  const { storage } = session();
  storage.set('access_token', body.access_token);
  storage.set('refresh_token', body.refresh_token);
  $user.set(body.user);
}

/**
 * Whether the stored session came from an emailed sign-in (forgot password): its access token
 * carries the `pwr` claim, which lets the learner set a new password without the current one,
 * so the password form does not ask for it. A hint for the form only; the server decides.
 */
export function signedInByEmail(): boolean {
  const payload = session().storage.get('access_token')?.split('.')[1];
  if (!payload) return false;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null && 'pwr' in claims && claims.pwr === true;
  } catch {
    return false;
  }
}

/** Updates the profile (name, population category, newsletter). */
export async function updateProfile(profile: Profile): Promise<AccountUser> {
  const res = await call(session().api, 'updateProfile', { body: { profile } });
  $user.set(res.data);
  return res.data;
}

/** Stops emails: the profile's newsletter flag off. */
export function unsubscribe(): Promise<AccountUser> {
  return updateProfile({ newsletter: false });
}

/** Deletes the account (the password confirms it) and forgets the visitor. */
export async function deleteAccount(password: string): Promise<void> {
  await call(session().api, 'deleteAccount', { body: { password } });
  clearVisitorState();
}

/** Joins a group by its code, as the logged-in or anonymous user (created if needed). */
export async function joinGroup(code: string): Promise<JoinedGroup> {
  const uuid = await ensureUserUuid();
  const res = await call(session().api, 'joinGroup', { body: { code, user_uuid: uuid } });
  return res.data;
}

export interface ProgressOverview {
  /** Different questions answered correctly. */
  readonly correct: number;
  readonly topics: readonly TopicProgress[];
  readonly certificates: readonly Certificate[];
}

const EMPTY: ProgressOverview = { correct: 0, topics: [], certificates: [] };

/** The visitor's progress; without a stored uuid there is none (and no call is made). */
export async function loadProgress(): Promise<ProgressOverview> {
  const { storage, api } = session();
  const uuid = storage.get('user_uuid');
  if (!uuid) return EMPTY;
  const query = { user_uuid: uuid };
  const [correct, topics, certificates] = await Promise.all([
    call(api, 'correctCount', { query }),
    call(api, 'topics', { query }),
    call(api, 'certificates', { query }),
  ]);
  return { correct: correct.data.total, topics: topics.data, certificates: certificates.data };
}

/** Is a topic started: some diploma progress or a completed challenge. */
export function topicStarted(t: TopicProgress): boolean {
  return (t.diploma_test && t.diploma_test.percent_completed > 0) || t.challenges.items.some((c) => c.is_completed);
}

/** The message key of a failure ('account.errors.network' when the server was not reached). */
export function messageKeyOf(err: unknown): string {
  const f = err as Partial<ApiFailure> | undefined;
  if (f?.data?.message) return f.data.message;
  return f?.status ? 'account.errors.generic' : 'account.errors.network';
}

/**
 * What to tell the visitor about a failure: how long to wait after too many attempts (a 429),
 * the server being away (`apiMissingMessage`), else the API's message key (`messageKeyOf`).
 */
export function messageOf(err: unknown): FailureMessage {
  return rateLimitMessage(err) ?? apiMissingMessage(err) ?? { key: messageKeyOf(err) };
}

/** The field errors of a failure, keyed by field. */
export function fieldErrorsOf(err: unknown): Readonly<Record<string, string>> {
  return (err as Partial<ApiFailure> | undefined)?.data?.errors ?? {};
}
