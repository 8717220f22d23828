/**
 * The visitor's session: the anonymous uuid (created once, offline too), tokens, the API client
 * every island shares and whether the API answers (api-away.ts), and the account's calls
 * (sign-up, login, profile: account.ts). Depends on: src/stores/queue (one way: it connects the
 * queue's sender and user, `connectQueue`, and sends what the queue holds around a session
 * change), src/stores/alerts. Used by players, reads and sharing.
 */
export { changePassword, clearVisitorState, deleteAccount, failure, fieldErrorsOf, forgotPassword, isKioskMode, isLoggedIn, joinGroup, loadCurrentUser, loadProgress, logIn, logOut, messageKeyOf, messageOf, resendVerification, restoreSession, signedInByEmail, signUp, tokenLogin, topicStarted, unsubscribe, updateProfile, verifyEmail, VISITOR_KEYS, type AccountUser, type Certificate, type ProgressOverview } from './account.ts';
export { $apiAway } from './api-away.ts';
export { $user, currentActor, ensureUserUuid, identity, session, setSessionDeps, type CurrentUser, type SessionDeps, type Who } from './session.ts';
