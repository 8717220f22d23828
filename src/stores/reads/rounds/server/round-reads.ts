/**
 * Reading a test's rounds from the API (`next_test_round`, `latest_results`), and the round
 * context answering works with: the server's when it is reachable and up to date with this
 * device, else what this device remembers (src/stores/reads/rounds/rounds.ts).
 */
import type { LatestResults } from '../../../../api-contract/types.ts';
import { call } from '../../../../api-client/calls.ts';
import { isApiMissing } from '../../../../api-client/api-missing.ts';
import { contextFromServer, type RoundContext } from '../../../../domain/test-rounds.ts';
import { caughtUpWithin, within } from '../../../players/answers/index.ts';
import { loadRound, roundKey } from '../rounds.ts';
import { ensureUserUuid, session } from '../../../session/index.ts';

/** A test's latest round as `GET /v1/topics/{id}/latest_results` reports it. */
export type LatestTest = LatestResults['tests'][number];

/** Question ids the latest round of a test has answers for. */
export function answeredIn(latest: LatestTest | undefined): string[] {
  return latest ? latest.questions.filter((q) => q.answer).map((q) => q.global_id) : [];
}

/** The server's next round for a test of a topic. */
export async function fetchNextRound(topicId: string, testId: string): Promise<number> {
  const uuid = await ensureUserUuid();
  const res = await call(session().api, 'nextTestRound', {
    query: { user_uuid: uuid, topic_global_id: topicId, test_global_id: testId },
  });
  return res.test_round;
}

/** The latest results of a topic (tests, diploma test, challenges). */
export async function fetchLatestResults(topicId: string): Promise<LatestResults> {
  const uuid = await ensureUserUuid();
  const res = await call(session().api, 'latestResults', {
    params: { topicGlobalId: topicId },
    query: { user_uuid: uuid },
  });
  return res.data;
}

/** How long answering waits for the server's rounds before using this device's. */
const READ_WAIT_MS = 5000;

/** The server's answer when it is reachable and up to date with this device, else null (also when no API answers: `isApiMissing`). */
export async function fromServer<T>(read: () => Promise<T>): Promise<T | null> {
  if (!(await caughtUpWithin(READ_WAIT_MS))) return null;
  try {
    return await within<T | null>(read(), READ_WAIT_MS, null);
  } catch (err) {
    if (isApiMissing(err)) return null;
    throw err;
  }
}

/** The round context of a test: the server's when reachable, else this device's. */
export async function roundContext(
  topicId: string,
  testId: string,
): Promise<{ key: string; ctx: RoundContext | null }> {
  const key = roundKey(await ensureUserUuid(), topicId, testId);
  const server = await fromServer(() => Promise.all([fetchNextRound(topicId, testId), fetchLatestResults(topicId)]));
  if (!server) return { key, ctx: await loadRound(key) };
  const [next, latest] = server;
  const test =
    latest.tests.find((x) => x.global_id === testId) ??
    (latest.diploma_test?.global_id === testId ? latest.diploma_test : undefined);
  return { key, ctx: contextFromServer(next, answeredIn(test)) };
}
