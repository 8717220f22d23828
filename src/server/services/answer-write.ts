/**
 * Storing an answer in one statement: the user's row locked `FOR SHARE`, the answer inserted
 * (a repeated client id inserts nothing), and the progress aggregates (`test_rounds`,
 * `round_results`), the answer shares (`question_answerers`, `answer_counts`), the review
 * boxes (`review_boxes`) and, for an answer at an event, the event's results (`event_*`) brought
 * up to date, all atomically, in one round trip, as a prepared
 * statement on the raw driver (src/server/db/raw.ts).
 *
 * Concurrency is that of user-lock.ts: the shared lock is held until the statement ends, so a
 * login merging this user (which locks the row `FOR UPDATE`) either waits for the answer and
 * moves it, or commits first; then the lock finds no row, nothing is inserted, and the caller
 * follows the uuid to the account it was merged into.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { compile, numberOf, runCompiled } from '../db/raw.ts';
import { rowFromRaw } from '../db/row-from-raw.ts';
import type { Db } from '../db/client.ts';
import { userAnswers } from '../db/schema.ts';
import { LAST_BOX, REVIEW_INTERVAL_DAYS } from '#src/domain/review-boxes.ts';
import { notFound } from './errors.ts';
import { ensureEventTotals } from './event-totals.ts';
import { retiredUser } from './merge.ts';

export type AnswerRow = typeof userAnswers.$inferSelect;

/** What an answer stores besides its user (and the id and time the database gives it). */
export type AnswerValues = Omit<AnswerRow, 'id' | 'userId' | 'createdAt'>;

/**
 * What the review boxes need of an answer besides its row: whether it was given in review
 * (`review: true`), and the server's clock (injectable, so tests can move time).
 */
export interface ReviewWrite {
  readonly review: boolean;
  readonly now: Date;
}

/** The review parameters of the statement: the answer's (the rule's constants are in its text). */
interface ReviewParams {
  readonly review: boolean;
  readonly reviewNow: string;
}

const reviewParams = (r: ReviewWrite): ReviewParams => ({ review: r.review, reviewNow: r.now.toISOString() });

const p = (name: keyof AnswerValues | keyof Claim | keyof ReviewParams) => sql.placeholder(name);

/**
 * Who a request claims to write for, checked by the answer's own statement rather than by a
 * lookup before it (one round trip instead of two on the hot path): an anonymous user's uuid
 * alone (`anonymousOnly`: a registered account's uuid needs its token), or an account with the
 * token version its access token carries (`tokenVersion`: a logout or password change raised
 * it, so an ended session writes nothing). A caller that has checked the user already claims
 * neither.
 */
export interface Claim {
  readonly userId: string;
  readonly anonymousOnly: boolean;
  readonly tokenVersion: number | null;
}

/**
 * An event's results (issue 23), from an answer given at one (`ins.event_code`, lower case):
 * the event's totals row is locked first (`et_lock`; it exists, see `ensureEventTotals`), so the
 * event's writes take turns and every later step sees the one before it. Then the participant
 * (numbered after the last number given, so numbers are unique and never reused), their first
 * answer to the question (`event_answers`' key decides "first": a repeat, or the same answer
 * sent twice at once, counts nothing), its count, and the totals with the version raised. The
 * lock is taken only after the answer row is inserted, and everything of the event after it, so
 * two writes of one event cannot wait on each other in opposite orders.
 */
const eventAggregates = sql`
et_lock as (
  select t.event_code, t.last_number from event_totals t join ins on t.event_code = ins.event_code for update of t
),
et_participant as (
  insert into event_participants (event_code, user_id, number)
  select ins.event_code, ins.user_id, et_lock.last_number + 1 from ins join et_lock on true
  on conflict do nothing
  returning number
),
et_first as (
  insert into event_answers (event_code, user_id, question_global_id, answer_id, answer_global_id, is_correct)
  select ins.event_code, ins.user_id, ins.question_global_id, ins.id, ins.answer_global_id, ins.is_correct from ins join et_lock on true
  on conflict do nothing
  returning answer_global_id
),
et_counted as (
  insert into event_answer_counts (event_code, question_global_id, answer_global_id, participants)
  select ins.event_code, ins.question_global_id, ins.answer_global_id, 1 from ins join et_first on true
  on conflict (event_code, question_global_id, answer_global_id) do update set participants = event_answer_counts.participants + 1
),
et_totals as (
  update event_totals t set
    participants = t.participants + (select count(*) from et_participant)::int,
    last_number = t.last_number + (select count(*) from et_participant)::int,
    version = t.version + 1
  from et_lock where t.event_code = et_lock.event_code and exists (select 1 from et_first)
)`;

/**
 * Upserts of the aggregates from the inserted row `ins`. A question's result in a round merges
 * through `round_result_merge` (migration 0007), the one definition of "latest answer wins".
 * A learner's first answer to a question also counts towards its answer shares (`first` inserts
 * only when the learner was not counted for it yet; a concurrent first answer of the same
 * learner waits on that key and then inserts nothing, so nothing is counted twice).
 */
const aggregates = sql`
ra as (
  insert into round_results (user_id, topic_global_id, test_global_id, test_round, question_global_id, answer_id, answer_global_id, is_correct, any_wrong)
  select user_id, topic_global_id, test_global_id, test_round, question_global_id, id, answer_global_id, is_correct, not is_correct
  from ins where topic_global_id is not null and test_global_id is not null
  on conflict (user_id, topic_global_id, test_global_id, test_round, question_global_id) do update set (answer_id, answer_global_id, is_correct, any_wrong) =
    (select m.answer_id, m.answer_global_id, m.is_correct, m.any_wrong from round_result_merge(round_results, excluded) as m)
),
tr as (
  insert into test_rounds (user_id, topic_global_id, test_global_id, latest_round)
  select user_id, topic_global_id, test_global_id, test_round
  from ins where topic_global_id is not null and test_global_id is not null
  on conflict (user_id, topic_global_id, test_global_id) do update set latest_round = greatest(test_rounds.latest_round, excluded.latest_round)
),
first as (
  insert into question_answerers (user_id, question_global_id)
  select user_id, question_global_id from ins
  on conflict do nothing
  returning question_global_id
),
counted as (
  insert into answer_counts (question_global_id, answer_global_id, learners)
  select ins.question_global_id, ins.answer_global_id, 1 from ins join first on true
  on conflict (question_global_id, answer_global_id) do update set learners = answer_counts.learners + 1
),
${eventAggregates}`;

const now = sql`${p('reviewNow')}::timestamptz`;
/** Days until a question in box `box` is due (the rule's intervals, 1-based like the boxes). */
const daysOf = (box: SQL) =>
  sql`make_interval(days => (${sql.raw(`'{${REVIEW_INTERVAL_DAYS.join(',')}}'`)}::int[])[${box}])`;
/** The rule's last box (written into the statement once, as the intervals are). */
const lastBox = sql.raw(String(LAST_BOX));
const sameQuestion = sql`r.user_id = ins.user_id and r.question_global_id = ins.question_global_id`;
const rightInReview = sql`${p('review')}::boolean and ins.is_correct`;
/** The row is due (`isDue`): only then does a right review answer move it. */
const due = sql`r.due_at <= ${now}`;

/**
 * The review rule (src/domain/review-boxes.ts, `afterAnswer`) over rows, for the inserted row
 * `ins` only, so an answer sent again (nothing inserted) moves nothing. A wrong answer puts the
 * question in box 1 (not one in a certificate attempt: an exam's answers stay guarded, see
 * docs/decisions.md); a right one in review to a due question moves it up a box, or graduates it
 * from the last (deleted). The three touch a row under its key's lock, and an update re-reads the row it
 * waited for, so concurrent answers to one question each move it from where the other left it.
 */
const reviews = sql`
rw as (
  insert into review_boxes (user_id, question_global_id, box, due_at, updated_at)
  select user_id, question_global_id, 1, ${now} + ${daysOf(sql`1`)}, ${now} from ins where not is_correct and not is_certificate
  on conflict (user_id, question_global_id) do update set box = 1, due_at = excluded.due_at, updated_at = excluded.updated_at
),
ru as (
  update review_boxes r set box = r.box + 1, due_at = ${now} + ${daysOf(sql`r.box + 1`)}, updated_at = ${now}
  from ins where ${rightInReview} and ${sameQuestion} and ${due} and r.box < ${lastBox}
),
rg as (
  delete from review_boxes r using ins
  where ${rightInReview} and ${sameQuestion} and ${due} and r.box >= ${lastBox}
)`;

/**
 * The statement, compiled once; `found` is 0 when the user's row is gone (merged or deleted),
 * `allowed` is 0 when the row is there but the writer's claim does not hold (see {@link Claim}):
 * the check of the request's identity rides on the write's own round trip.
 */
const SAVE_ANSWER = compile(
  'save_answer',
  sql`
with u as (select id, email is null as anonymous, token_version from users where id = ${p('userId')}::uuid for share),
w as (
  select id from u
  where (not ${p('anonymousOnly')}::boolean or anonymous) and (${p('tokenVersion')}::int is null or token_version = ${p('tokenVersion')}::int)
),
ins as (
  insert into user_answers (user_id, client_id, test_round, topic_global_id, test_global_id, chapter_contentful_id, challenge_global_id, combo_global_id, question_global_id, answer_global_id, is_correct, is_very_wrong, is_certificate, event_code)
  select id, ${p('clientId')}::text, ${p('testRound')}::int, ${p('topicGlobalId')}::text, ${p('testGlobalId')}::text, ${p('chapterContentfulId')}::text, ${p('challengeGlobalId')}::text, ${p('comboGlobalId')}::text,
    ${p('questionGlobalId')}::text, ${p('answerGlobalId')}::text, ${p('isCorrect')}::boolean, ${p('isVeryWrong')}::boolean, ${p('isCertificate')}::boolean, ${p('eventCode')}::text
  from w
  on conflict do nothing
  returning *
),
${aggregates},
${reviews}
select (select count(*) from u)::int as found, (select count(*) from w)::int as allowed, ins.* from (values (1)) as one (x) left join ins on true`,
);

/**
 * The outcome of one attempt: the user's row was gone, the claim did not hold, the answer was
 * new, or already stored.
 */
type Attempt =
  | { readonly kind: 'gone' }
  | { readonly kind: 'refused' }
  | { readonly kind: 'created'; readonly row: AnswerRow }
  | { readonly kind: 'repeated' };

/** One attempt at storing an answer for a claim (see the module comment for the locking). */
async function insertAnswer(db: Db, claim: Claim, values: AnswerValues, review: ReviewWrite): Promise<Attempt> {
  if (values.eventCode) await ensureEventTotals(db, values.eventCode);
  const [r] = await runCompiled(db, SAVE_ANSWER, { ...values, ...claim, ...reviewParams(review) });
  if (!r || numberOf(r['found']) === 0) return { kind: 'gone' };
  if (numberOf(r['allowed']) === 0) return { kind: 'refused' };
  return r['id'] === null || r['id'] === undefined
    ? { kind: 'repeated' }
    : { kind: 'created', row: rowFromRaw(userAnswers, r) };
}

/** An answer stored: new (`created`) or the one stored before under the same client id. */
export interface Saved {
  readonly created: boolean;
  readonly row: AnswerRow;
}

/** The stored answer of an attempt, or null when it stored nothing for the user. */
async function savedOf(db: Db, userId: string, values: AnswerValues, outcome: Attempt): Promise<Saved | null> {
  if (outcome.kind === 'created') return { created: true, row: outcome.row };
  if (outcome.kind !== 'repeated') return null;
  const [again] = await db
    .select()
    .from(userAnswers)
    .where(and(eq(userAnswers.userId, userId), eq(userAnswers.clientId, values.clientId ?? '')))
    .limit(1);
  return again ? { created: false, row: again } : null;
}

/**
 * Stores an answer for a request's claim in one attempt, the claim checked by the statement
 * itself; null when the claim did not hold or the user is gone, and the caller's full identity
 * check (src/server/api/auth.ts, `actingUser`) must tell why or find whom it is for now.
 */
export async function saveClaimedAnswer(
  db: Db,
  claim: Claim,
  values: AnswerValues,
  review: ReviewWrite,
): Promise<Saved | null> {
  return savedOf(db, claim.userId, values, await insertAnswer(db, claim, values, review));
}

/** A merged uuid names its account, and a repeated answer may have moved with a merge: a few tries at most. */
const MAX_ATTEMPTS = 4;

/**
 * Stores an answer for `userId`, or for the account it was merged into meanwhile. A repeated
 * client id is the same answer sent again: the stored one is returned (`created: false`).
 * A user deleted meanwhile is 404 `user.notFound`. Without `review`, the answer is not a
 * review answer and the clock is the server's.
 */
export async function saveAnswer(
  db: Db,
  userId: string,
  values: AnswerValues,
  review: ReviewWrite = { review: false, now: new Date() },
): Promise<Saved> {
  let id = userId;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const outcome = await insertAnswer(db, { userId: id, anonymousOnly: false, tokenVersion: null }, values, review);
    const saved = await savedOf(db, id, values, outcome);
    if (saved) return saved;
    if (outcome.kind !== 'gone') continue; // moved by a merge since: the next attempt finds the row gone and follows the uuid
    const retired = await retiredUser(db, id);
    if (!retired?.mergedInto) break;
    id = retired.mergedInto;
  }
  throw notFound('user.notFound');
}
