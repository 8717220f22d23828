/**
 * Sharing a result (docs/decisions.md, "Shared results"): the server counts the score from the
 * answers it holds, so the device's queued answers are sent first; then `POST
 * /v1/result_shares` answers the public code, and the link is `/r/{code}/` on the origin the
 * learner sees. Loaded with the end screens' share action only.
 */
import type { ResultShare } from '../../../api-contract/types.ts';
import { call } from '../../../api-client/calls.ts';
import type { Lang } from '../../../domain/model.ts';
import { localize, paths } from '../../../domain/routes.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { identity } from '../../players/challenge/index.ts';
import { caughtUp } from '../../queue/index.ts';
import { session } from '../../session/index.ts';

/** What a learner shares: a practice test's round (the summary's), or a finished challenge. */
export type ResultToShare =
  | { readonly kind: 'practice'; readonly topicId: string; readonly testId: string; readonly round: number }
  | { readonly kind: 'challenge'; readonly challengeId: string };

/** The request body's fields for what is shared. */
function subject(result: ResultToShare) {
  return result.kind === 'practice'
    ? { kind: result.kind, topic_global_id: result.topicId, test_global_id: result.testId, test_round: result.round }
    : { kind: result.kind, challenge_global_id: result.challengeId };
}

/** Thrown when answers given on this device have not reached the API yet (offline, or slow). */
export class AnswersNotSent extends Error {
  constructor() {
    super('answers not sent yet');
    this.name = 'AnswersNotSent';
  }
}

/**
 * Shares a result and resolves to it (code, score). Rejects when the device's answers cannot be
 * sent now (the server would count without them) or the API refuses; a bug behind a refusal is
 * reported.
 */
export async function shareResult(result: ResultToShare): Promise<ResultShare> {
  if (!(await caughtUp())) throw new AnswersNotSent();
  try {
    const res = await call(session().api, 'createResultShare', {
      body: { ...(await identity(true)), ...subject(result) },
    });
    return res.data;
  } catch (err) {
    reportUnexpected(err);
    throw err;
  }
}

/** A shared result's public link, absolute on the origin the learner sees. */
export function resultShareUrl(lang: Lang, code: string): string {
  return new URL(localize(lang, paths.result(code)), location.origin).href;
}
