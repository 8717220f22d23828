/**
 * The account's calls: sign-up, login (also by token), logout, profile, password, groups,
 * verification, and clearing what a visitor leaves on a device (kiosk mode). A door apart from
 * the session's (src/stores/session/index.ts) because only account forms and the Alerts island
 * use it: a player page that needs the session does not load it. Depends on: the session,
 * src/stores/queue (sends what it holds before and after the session changes), src/stores/alerts.
 */
export {
  changePassword,
  clearVisitorState,
  deleteAccount,
  failure,
  fieldErrorsOf,
  forgotPassword,
  isKioskMode,
  isLoggedIn,
  joinGroup,
  loadCurrentUser,
  loadProgress,
  logIn,
  logOut,
  messageKeyOf,
  messageOf,
  resendVerification,
  restoreSession,
  signedInByEmail,
  signUp,
  tokenLogin,
  topicStarted,
  unsubscribe,
  updateProfile,
  verifyEmail,
  VISITOR_KEYS,
  type AccountUser,
  type Certificate,
  type ProgressOverview,
} from './account.ts';
