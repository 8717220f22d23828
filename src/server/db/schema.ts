/**
 * The product API's tables (Drizzle, PostgreSQL). Every table that holds personal data refers
 * to `users` with ON DELETE CASCADE, so deleting an account removes all of it.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Every point in time is stored with its time zone (`timestamptz`). */
const instant = (name: string) => timestamp(name, { withTimezone: true });

const created = () => instant('created_at').notNull().defaultNow();

/** A row id the database draws (`gen_random_uuid()`), for rows no client names. */
const drawnId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/**
 * The user a row of personal data belongs to: deleting the user deletes the row (ON DELETE
 * CASCADE), which is how deleting an account removes all of it.
 */
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A single-use secret as stored: its hash only, when it expires and when it was used. */
const singleUseToken = () => ({
  tokenHash: text('token_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

export const users = pgTable(
  'users',
  {
    id: drawnId(),
    /** Lower-cased; null for anonymous and kiosk users. */
    email: text('email'),
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    isKioskUser: boolean('is_kiosk_user').notNull().default(false),
    source: text('source').notNull().default('web-app'),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    agreementsAcceptedAt: instant('agreements_accepted_at'),
    /** Carried in access tokens; raising it ends every session (logout, password change). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: created(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/**
 * Uuids that no longer name a user of their own: an anonymous user merged into an account at
 * login (`merged_into`), or a deleted user (null; also once the account merged into is
 * deleted). An offline device may still hold calls for them: answers for a merged uuid are
 * credited to the account (with its token), and neither may be created again.
 */
export const retiredUsers = pgTable(
  'retired_users',
  {
    id: uuid('id').primaryKey(),
    mergedInto: uuid('merged_into').references(() => users.id, { onDelete: 'set null' }),
    retiredAt: instant('retired_at').notNull().defaultNow(),
  },
  (t) => [index('retired_users_merged_into_idx').on(t.mergedInto)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: drawnId(),
    userId: owner(),
    familyId: uuid('family_id').notNull(),
    ...singleUseToken(),
    revokedAt: instant('revoked_at'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: drawnId(),
    userId: owner(),
    /** 'verify' | 'login' (forgot password and token login). */
    purpose: text('purpose').notNull(),
    ...singleUseToken(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash)],
);

export const userAnswers = pgTable(
  'user_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    /** Client-generated id; a repeated one is the same answer sent again (offline replay). */
    clientId: text('client_id'),
    testRound: integer('test_round').notNull().default(1),
    topicGlobalId: text('topic_global_id'),
    testGlobalId: text('test_global_id'),
    chapterContentfulId: text('chapter_contentful_id'),
    challengeGlobalId: text('challenge_global_id'),
    comboGlobalId: text('combo_global_id'),
    questionGlobalId: text('question_global_id').notNull(),
    answerGlobalId: text('answer_global_id').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    isVeryWrong: boolean('is_very_wrong').notNull().default(false),
    isCertificate: boolean('is_certificate').notNull().default(false),
    eventCode: text('event_code'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('user_answers_client_key').on(t.userId, t.clientId),
    // The latest answer to a question (`GET /v1/user_answers/latest`): one index entry, read backwards.
    index('user_answers_user_question_idx').on(t.userId, t.questionGlobalId, t.id),
    // A topic's challenge answers (`latest_results`); answers outside challenges are not indexed.
    index('user_answers_user_challenge_idx')
      .on(t.userId, t.challengeGlobalId)
      .where(sql`${t.challengeGlobalId} is not null`),
    // Most answers are given outside events: only those at one are indexed.
    index('user_answers_event_idx')
      .on(t.eventCode)
      .where(sql`${t.eventCode} is not null`),
  ],
);

/**
 * The latest round a user has answers in, per test of a topic: kept up to date in the same
 * statement that stores an answer (src/server/services/answer-write.ts), so progress reads
 * cost the same whatever the number of answers given.
 */
export const testRounds = pgTable(
  'test_rounds',
  {
    userId: owner(),
    topicGlobalId: text('topic_global_id').notNull(),
    testGlobalId: text('test_global_id').notNull(),
    latestRound: integer('latest_round').notNull(),
  },
  (t) => [primaryKey({ name: 'test_rounds_pkey', columns: [t.userId, t.topicGlobalId, t.testGlobalId] })],
);

/**
 * Per question of a round: the latest answer (the highest answer id) and whether any answer
 * to it in the round was wrong (one wrong answer fails a diploma round). Kept with the answer,
 * like `test_rounds`; at most one row per question of a round. Results are merged only by the
 * SQL function `round_result_merge` (migration 0007), which returns these columns in this
 * order: a column added here goes into that function too, in the same migration.
 */
export const roundResults = pgTable(
  'round_results',
  {
    userId: owner(),
    topicGlobalId: text('topic_global_id').notNull(),
    testGlobalId: text('test_global_id').notNull(),
    testRound: integer('test_round').notNull(),
    questionGlobalId: text('question_global_id').notNull(),
    answerId: bigint('answer_id', { mode: 'number' }).notNull(),
    answerGlobalId: text('answer_global_id').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    anyWrong: boolean('any_wrong').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'round_results_pkey',
      columns: [t.userId, t.topicGlobalId, t.testGlobalId, t.testRound, t.questionGlobalId],
    }),
  ],
);

/**
 * Learners counted for a question's answer shares: one row per (question, user), inserted with
 * the user's first answer to it in the statement that stores answers (answer-write.ts). Its
 * primary key makes the count race-safe: of two concurrent first answers of one learner, one
 * inserts and the other finds the row and counts nothing. Personal (who answered what), so it
 * goes with the user; the counts it guards stay.
 */
export const questionAnswerers = pgTable(
  'question_answerers',
  {
    userId: owner(),
    questionGlobalId: text('question_global_id').notNull(),
  },
  // User first: deleting or merging a user finds its rows by the key.
  (t) => [primaryKey({ name: 'question_answerers_pkey', columns: [t.userId, t.questionGlobalId] })],
);

/**
 * How many learners chose each answer of a question as their first answer to it (docs/decisions.md,
 * "Answer shares"): raised by one in the statement that stores a learner's first answer, never
 * recounted from `user_answers`. A question's total is the sum of its rows; its right share
 * comes from the content's correct answer. Aggregate only: no user, never lowered.
 */
export const answerCounts = pgTable(
  'answer_counts',
  {
    questionGlobalId: text('question_global_id').notNull(),
    answerGlobalId: text('answer_global_id').notNull(),
    learners: integer('learners').notNull(),
  },
  (t) => [primaryKey({ name: 'answer_counts_pkey', columns: [t.questionGlobalId, t.answerGlobalId] })],
);

/**
 * An event's participants (issue 23): one row per (event, user), inserted with the user's first
 * answer at the event in the statement that stores answers (answer-write.ts). `number` is the
 * order they arrived in, taken from the event's `event_totals.last_number` under that row's
 * lock, so it is unique within the event and never reused: organizers see "Participant 7", never
 * an email or uuid. The event code is stored lower-cased, as `user_answers.event_code` is.
 */
export const eventParticipants = pgTable(
  'event_participants',
  {
    eventCode: text('event_code').notNull(),
    userId: owner(),
    number: integer('number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'event_participants_pkey', columns: [t.eventCode, t.userId] }),
    uniqueIndex('event_participants_number_key').on(t.eventCode, t.number),
    index('event_participants_user_idx').on(t.userId),
  ],
);

/**
 * A participant's first answer to each question at an event: what the event's results count.
 * Its primary key decides "first" (a second answer, or the same one sent twice at once, finds
 * the row and counts nothing), like `question_answerers` does for the answer shares.
 */
export const eventAnswers = pgTable(
  'event_answers',
  {
    eventCode: text('event_code').notNull(),
    userId: owner(),
    questionGlobalId: text('question_global_id').notNull(),
    answerId: bigint('answer_id', { mode: 'number' }).notNull(),
    answerGlobalId: text('answer_global_id').notNull(),
    isCorrect: boolean('is_correct').notNull(),
  },
  (t) => [
    primaryKey({ name: 'event_answers_pkey', columns: [t.eventCode, t.userId, t.questionGlobalId] }),
    index('event_answers_user_idx').on(t.userId),
  ],
);

/** Participants per answer of a question at an event (their first answers): raised with `event_answers`, lowered when an account goes. */
export const eventAnswerCounts = pgTable(
  'event_answer_counts',
  {
    eventCode: text('event_code').notNull(),
    questionGlobalId: text('question_global_id').notNull(),
    answerGlobalId: text('answer_global_id').notNull(),
    participants: integer('participants').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'event_answer_counts_pkey',
      columns: [t.eventCode, t.questionGlobalId, t.answerGlobalId],
    }),
  ],
);

/**
 * An event's totals, one row per event: participants, the last participant number given, and
 * `version`, raised by every change of the results (the ETag organizers' pages poll with). Its
 * row lock orders the event's writes (answer-write.ts). How many answers were right is read from
 * `event_answer_counts` against the content's current correct answers, as the shares are.
 */
export const eventTotals = pgTable('event_totals', {
  eventCode: text('event_code').primaryKey(),
  participants: integer('participants').notNull().default(0),
  lastNumber: integer('last_number').notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Spaced review of mistakes (src/domain/review-boxes.ts, docs/decisions.md "Spaced review"):
 * the Leitner box of each question a learner got wrong and when it is due again. Moved by the
 * statement that stores an answer, only when the answer row is new (an answer sent twice moves
 * it once); a graduated question's row is deleted. Personal, so it goes with the user.
 */
export const reviewBoxes = pgTable(
  'review_boxes',
  {
    userId: owner(),
    questionGlobalId: text('question_global_id').notNull(),
    box: integer('box').notNull(),
    dueAt: instant('due_at').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'review_boxes_pkey', columns: [t.userId, t.questionGlobalId] }),
    check('review_boxes_box_check', sql`${t.box} between 1 and 4`),
  ],
);

export const challengeProgress = pgTable(
  'challenge_progress',
  {
    userId: owner(),
    challengeGlobalId: text('challenge_global_id').notNull(),
    currentSegment: integer('current_segment').notNull(),
    currentSegmentDescription: text('current_segment_description'),
    currentScreen: integer('current_screen').notNull(),
    completedAt: instant('completed_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.challengeGlobalId] })],
);

export const certificates = pgTable(
  'certificates',
  {
    id: drawnId(),
    userId: owner(),
    topicGlobalId: text('topic_global_id').notNull(),
    testGlobalId: text('test_global_id').notNull(),
    testRound: integer('test_round').notNull(),
    verificationCode: text('verification_code').notNull(),
    earnedAt: created(),
    /** The name the learner chose to show on the certificate (public on its verification page); null: none. */
    name: text('name'),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.verificationCode),
    uniqueIndex('certificates_user_topic_key').on(t.userId, t.topicGlobalId),
  ],
);

/** What a shared result is of: a round of a practice test, or a finished challenge. */
export type ResultShareKind = 'practice' | 'challenge';

/**
 * Results learners shared (`POST /v1/result_shares`): the score the server counted from the
 * learner's stored answers when the share was asked for, under a public code (`/r/{code}/`).
 * The score is kept, not counted again on each view: a shared result says what it said when it
 * was shared. One row per result: asking again for the same result by the same uuid (the same
 * round or challenge with the same score) finds it (`result_shares_result_key`, nulls not
 * distinct), so a double tap or two tabs share one code. `requested_by` is the uuid that asked
 * and stays when a login merge moves the share into the account (`user_id`, which owns it and
 * whose deletion removes it), so a moved share can never clash with one of the account's own.
 */
export const resultShares = pgTable(
  'result_shares',
  {
    code: text('code').primaryKey(),
    userId: owner(),
    requestedBy: uuid('requested_by').notNull(),
    kind: text('kind').$type<ResultShareKind>().notNull(),
    topicGlobalId: text('topic_global_id').notNull(),
    /** A practice result's test and round (null for a challenge). */
    testGlobalId: text('test_global_id'),
    testRound: integer('test_round'),
    /** A challenge result's challenge (null for a practice test). */
    challengeGlobalId: text('challenge_global_id'),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    createdAt: created(),
  },
  (t) => [
    unique('result_shares_result_key')
      .on(t.requestedBy, t.kind, t.topicGlobalId, t.testGlobalId, t.testRound, t.challengeGlobalId, t.correct, t.total)
      .nullsNotDistinct(),
    index('result_shares_user_idx').on(t.userId),
    check(
      'result_shares_kind_check',
      sql`(${t.kind} = 'practice' and ${t.testGlobalId} is not null and ${t.testRound} is not null and ${t.challengeGlobalId} is null) or (${t.kind} = 'challenge' and ${t.challengeGlobalId} is not null and ${t.testGlobalId} is null and ${t.testRound} is null)`,
    ),
    check('result_shares_score_check', sql`${t.correct} >= 0 and ${t.correct} <= ${t.total}`),
  ],
);

export const groupMemberships = pgTable(
  'group_memberships',
  {
    userId: owner(),
    groupCode: text('group_code').notNull(),
    joinedAt: created(),
  },
  // A group's members, in the order they joined: its results (issue 23).
  (t) => [
    primaryKey({ columns: [t.userId, t.groupCode] }),
    index('group_memberships_group_idx').on(t.groupCode, t.joinedAt),
  ],
);

/** Rate-limit counters shared by every API process (src/server/plugins/rate-limit-store.ts; the budgets: src/server/api/rate-limits.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: instant('reset_at').notNull(),
});

/**
 * Contentful webhook deliveries seen, by the SHA-256 of their idempotency key: shared by every
 * process and kept across restarts, so a repeated delivery is ignored; pruned after 7 days
 * (src/server/publishing/deliveries.ts).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    keyHash: text('key_hash').primaryKey(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_received_idx').on(t.receivedAt)],
);

/** `bytea` as a Buffer (PGlite hands back a plain Uint8Array, node-postgres a Buffer). */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The content each publishing build was made from (gzipped export JSON), by build id; the row
 * with the latest `live_at` is the live build's. Every API process loads its content from here
 * on a reload, so none can serve content that failed to publish; the live build's and the one
 * before it are kept (src/server/publishing/content-snapshots.ts).
 */
export const contentSnapshots = pgTable(
  'content_snapshots',
  {
    buildId: text('build_id').primaryKey(),
    siteDigest: text('site_digest').notNull(),
    content: bytes('content').notNull(),
    liveAt: instant('live_at').notNull().defaultNow(),
  },
  (t) => [index('content_snapshots_live_idx').on(t.liveAt)],
);

/** A user as stored. */
export type UserRow = typeof users.$inferSelect;
