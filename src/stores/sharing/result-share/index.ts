/**
 * Sharing a result: the API counts and keeps it once what it rests on has been sent, then
 * gives its public link. Depends on: players/challenge (whom a call acts for), src/stores/queue,
 * src/stores/session.
 */
export { resultShareUrl, shareResult, type ResultToShare } from './result-share.ts';
