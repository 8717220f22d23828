/**
 * Reading a learner's spaced review (src/domain/review-boxes.ts): the boxes the answer statement
 * keeps (answer-write.ts), told through the rule's own functions so the server and the device
 * count alike. Only questions the content still has count: one gone from it cannot be shown.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reviewBoxes } from '../db/schema.ts';
import type { ContentIndex } from '#src/domain/content-index.ts';
import {
  isReviewBox,
  boxCounts,
  dueFirst,
  nextDueAt,
  type ReviewBox,
  type ReviewEntry,
} from '#src/domain/review-boxes.ts';
import { must } from '#src/utils/must.ts';

/** A question due for review, with the topic it was last answered in (when it was in one). */
export interface DueQuestion {
  readonly questionGlobalId: string;
  readonly topicGlobalId: string | null;
  readonly box: ReviewBox;
}

/** A learner's review at one moment. */
export interface ReviewState {
  readonly due: readonly DueQuestion[];
  readonly boxes: Record<ReviewBox, number>;
  readonly nextDueAt: Date | null;
}

/** The review of `userId` at `now`: the due questions (earliest due first), the count per box, the next due time. */
export async function reviewOf(db: Db, index: ContentIndex, userId: string, now: Date): Promise<ReviewState> {
  // The topic of each question's latest answer that had one: one index entry per question
  // (user_answers_user_question_idx), read backwards.
  // The outer columns are named in full: inside the subquery a bare "user_id" would be the answer's.
  const topic = sql<string | null>`(select a.topic_global_id from user_answers a
    where a.user_id = "review_boxes"."user_id" and a.question_global_id = "review_boxes"."question_global_id"
      and a.topic_global_id is not null
    order by a.id desc limit 1)`;
  const rows = await db
    .select({ question: reviewBoxes.questionGlobalId, box: reviewBoxes.box, dueAt: reviewBoxes.dueAt, topic })
    .from(reviewBoxes)
    .where(eq(reviewBoxes.userId, userId));
  const entries = new Map<string, ReviewEntry>();
  const topics = new Map<string, string | null>();
  for (const r of rows) {
    if (!isReviewBox(r.box) || !index.questions.has(r.question)) continue;
    entries.set(r.question, { box: r.box, dueAt: r.dueAt.getTime() });
    topics.set(r.question, r.topic);
  }
  const at = now.getTime();
  const due = dueFirst(entries, at, entries.size).map((id) => ({
    questionGlobalId: id,
    topicGlobalId: topics.get(id) ?? null,
    box: must(entries.get(id), `the review entry of ${id}`).box,
  }));
  const next = nextDueAt(entries.values(), at);
  return { due, boxes: boxCounts(entries.values()), nextDueAt: next === null ? null : new Date(next) };
}
