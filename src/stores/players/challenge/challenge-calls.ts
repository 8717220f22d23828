/**
 * The calls that keep the API in step with the challenge player: positions saved with
 * `POST /v1/users/challenge_progress` and answers with `POST /v1/user_answers` (both through
 * the device's queue, so they work offline), and on load the saved position and the answers
 * given before it. Reads fall back to the start (and to no answers) when the API cannot say.
 */
import type { RequestBody } from '../../../api-contract/types.ts';
import { call } from '../../../api-client/calls.ts';
import { normalizePosition, type Position, type Segment } from '../../../domain/challenge-segments.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { newClientId } from '../answers/index.ts';
import { ensureUserUuid, session } from '../../session/index.ts';
import { answerKey, type ChallengeData, type GivenAnswer } from './challenge-data.ts';
import { queueCall } from '../../queue/index.ts';

/** Whom calls act for: `{ user_uuid }`, `{}` (a session without a stored uuid), or null (nobody yet). */
export type Who = { readonly user_uuid?: string };

/**
 * Who the calls act for: the stored uuid (the account's when logged in, named too, so a queued
 * call can never be credited to whoever is logged in when it is sent), else a new one.
 */
export async function identity(create: boolean): Promise<Who | null> {
  const { storage } = session();
  const uuid = storage.get('user_uuid');
  if (storage.get('access_token')) return uuid ? { user_uuid: uuid } : {};
  if (uuid) return { user_uuid: uuid };
  return create ? { user_uuid: await ensureUserUuid() } : null;
}

/** Keeps a position in the queue (the segment's description goes along), acting for the visitor. */
export async function queuePosition(
  challenge: ChallengeData,
  segments: readonly Segment[],
  position: Position,
): Promise<void> {
  const who = await identity(true);
  const body: RequestBody<'saveChallengeProgress'> = {
    ...who,
    challenge_progress: {
      challenge_global_id: challenge.globalId,
      current_segment: position.segment,
      current_segment_description: segments[position.segment]?.description ?? null,
      current_screen: position.screen,
    },
  };
  await queueCall('progress', 'saveChallengeProgress', { body });
}

/** Keeps an answer to a challenge question in the queue, acting for the visitor. */
export async function queueChallengeAnswer(
  challenge: ChallengeData,
  comboId: string,
  questionId: string,
  answerId: string,
): Promise<void> {
  const who = await identity(true);
  const body: RequestBody<'saveAnswer'> = {
    ...who,
    user_answer: {
      topic_global_id: challenge.topicGlobalId,
      chapter_contentful_id: challenge.chapterId,
      challenge_global_id: challenge.globalId,
      combo_global_id: comboId,
      question_global_id: questionId,
      answer_global_id: answerId,
      client_id: newClientId(),
    },
  };
  await queueCall('answer', 'saveAnswer', { body });
}

/** The saved position (out of range reads as the start); the start when the API cannot say. */
export async function readPosition(
  challenge: ChallengeData,
  segments: readonly Segment[],
  who: Who,
): Promise<Position> {
  try {
    const res = await call(session().api, 'challengeProgress', {
      params: { challengeGlobalId: challenge.globalId },
      query: who,
    });
    return normalizePosition(segments, { segment: res.data.current_segment, screen: res.data.current_screen });
  } catch (err) {
    // An unknown user, an ended session or an unreachable API: the challenge starts from the beginning.
    reportUnexpected(err);
    return { segment: 0, screen: 0 };
  }
}

/** The question keys on screens before `position` (their answers are restored on resume). */
function answeredBefore(segments: readonly Segment[], position: Position): Set<string> {
  const out = new Set<string>();
  segments.forEach((seg, i) => {
    seg.screens.forEach((s, j) => {
      if ((i < position.segment || (i === position.segment && j < position.screen)) && s.kind === 'question')
        out.add(answerKey(seg.description, s.question));
    });
  });
  return out;
}

/** The answers given on the screens before `position`; none when the API cannot say. */
export async function readAnswersBefore(
  challenge: ChallengeData,
  segments: readonly Segment[],
  position: Position,
  who: Who,
): Promise<Record<string, GivenAnswer>> {
  const answers: Record<string, GivenAnswer> = {};
  const wanted = answeredBefore(segments, position);
  try {
    const res = await call(session().api, 'latestResults', {
      params: { topicGlobalId: challenge.topicGlobalId },
      query: who,
    });
    const mine = res.data.challenges.find((c) => c.global_id === challenge.globalId);
    for (const combo of mine?.combos ?? []) {
      for (const q of combo.questions) {
        const key = answerKey(combo.global_id, q.global_id);
        if (q.answer && wanted.has(key)) answers[key] = { answer: q.answer.global_id, correct: q.answer.is_correct };
      }
    }
  } catch (err) {
    // The feedback screen then shows those questions as not answered.
    reportUnexpected(err);
  }
  return answers;
}
