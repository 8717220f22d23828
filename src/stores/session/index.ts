/**
 * The visitor's session: the anonymous uuid (created once, offline too), tokens, the API client
 * every island shares and whether the API answers (api-away.ts), and, behind a door of its own
 * (./account/index.ts, so a player page does not load it), the account's calls (sign-up, login,
 * profile). Depends on: src/stores/queue (one way: it connects the
 * queue's sender and user, `connectQueue`, and sends what the queue holds around a session
 * change), src/stores/alerts. Used by players, reads and sharing.
 */
export { $apiAway } from './api-away.ts';
export {
  $user,
  currentActor,
  ensureUserUuid,
  onSessionEnd,
  apiBase,
  session,
  setSessionDeps,
  type CurrentUser,
  type SessionDeps,
} from './session.ts';
