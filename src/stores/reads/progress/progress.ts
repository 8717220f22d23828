/**
 * The visitor's progress for the start and topic pages: each topic's diploma test
 * (`percent_completed`, complete at 1), its challenges' completion, the latest round of each
 * practice test, and the number of certificates earned. Only loaded when the visitor already
 * has a uuid: a first visit creates no user.
 */
import { map } from 'nanostores';
import type { TopicProgress } from '../../../api-contract/types.ts';
import { call } from '../../../api-client/calls.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import type { LatestTest } from '../rounds/server/index.ts';
import { session } from '../../session/index.ts';

export type { TopicProgress };

export interface ProgressState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'none' | 'error';
  readonly topics: readonly TopicProgress[];
  /** Latest rounds of practice tests, by test global id (topic page only). */
  readonly tests: Readonly<Record<string, LatestTest>>;
}

export const $progress = map<ProgressState>({ status: 'idle', topics: [], tests: {} });

/** A score shown as a whole percentage: fractions (≤ 1) are multiplied by 100, then rounded. */
export function asPercent(score: number | null | undefined): number {
  if (typeof score !== 'number' || !Number.isFinite(score) || score <= 0) return 0;
  return Math.round(score <= 1 ? score * 100 : score);
}

/** A diploma is complete at percent_completed 1. */
export function isDiplomaComplete(topic: Pick<TopicProgress, 'diploma_test'> | undefined): boolean {
  return (topic?.diploma_test?.percent_completed ?? 0) >= 1;
}

/** Certificates earned: topics whose diploma test is complete. */
export function certificatesEarned(topics: readonly Pick<TopicProgress, 'diploma_test'>[]): number {
  return topics.filter((t) => isDiplomaComplete(t)).length;
}

export function challengesCompleted(topic: Pick<TopicProgress, 'challenges'> | undefined): {
  done: number;
  total: number;
} {
  const items = topic?.challenges.items ?? [];
  return { done: items.filter((c) => c.is_completed).length, total: items.length };
}

/** A practice test's latest round: answered and right, out of its questions. */
export function testScore(
  test: LatestTest | undefined,
  total: number,
): { answered: number; correct: number; total: number } {
  const qs = test?.questions ?? [];
  return { answered: qs.filter((q) => q.answer).length, correct: qs.filter((q) => q.answer?.is_correct).length, total };
}

/** Whether a topic has any progress worth showing. */
export function hasProgress(topic: TopicProgress): boolean {
  return (
    (topic.diploma_test?.percent_completed ?? 0) > 0 ||
    Boolean(topic.diploma_test?.failed) ||
    topic.challenges.items.some((c) => c.is_completed)
  );
}

/** Loads every topic's progress, and a topic's latest test rounds when `topicId` is given. */
export async function loadProgress(topicId?: string): Promise<void> {
  const { storage, api } = session();
  const uuid = storage.get('user_uuid');
  if (!uuid) {
    $progress.set({ status: 'none', topics: [], tests: {} });
    return;
  }
  $progress.setKey('status', 'loading');
  try {
    const [topics, latest] = await Promise.all([
      call(api, 'topics', { query: { user_uuid: uuid } }),
      topicId
        ? call(api, 'latestResults', { params: { topicGlobalId: topicId }, query: { user_uuid: uuid } })
        : Promise.resolve(null),
    ]);
    const tests: Record<string, LatestTest> = {};
    for (const t of latest?.data.tests ?? []) tests[t.global_id] = t;
    $progress.set({ status: 'loaded', topics: topics.data, tests });
  } catch (err) {
    reportUnexpected(err);
    $progress.set({ status: 'error', topics: [], tests: {} });
  }
}
