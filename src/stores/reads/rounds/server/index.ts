/**
 * What the API says about test rounds: the next round and the latest results, asked only once
 * the device's queue has caught up (so they count the answers kept offline), else what this
 * device remembers (../rounds.ts). Depends on: players/answers (waiting for the queue, a few
 * seconds at most), src/stores/session.
 */
export {
  answeredIn,
  fetchLatestResults,
  fetchNextRound,
  fromServer,
  roundContext,
  type LatestTest,
} from './round-reads.ts';
