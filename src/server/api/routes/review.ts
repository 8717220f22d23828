/**
 * Spaced review: the learner's due questions, the count per box and the next due time
 * (src/domain/review-boxes.ts). The boxes move with the answers (`POST /v1/user_answers`,
 * `review: true` for an answer given in review); this route only reads them, for anonymous
 * learners (by uuid) and accounts (by token) alike.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import { OPERATIONS as OP } from '#src/api-contract/operations.ts';
import * as C from '#src/api-contract/schemas/answers.ts';
import { reviewOf } from '#src/server/services/review.ts';
import { actingUser } from '../auth.ts';
import { docs } from '../schemas.ts';

export default function reviewRoutes(fastify: FastifyInstance, _opts: FastifyPluginOptions, done: () => void) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    OP.review.path,
    {
      schema: {
        ...docs('review', "The user's questions due for review, the count per review box and the next due time"),
        ...C.review,
      },
    },
    async (request) => {
      const user = await actingUser(app, request, request.query.user_uuid);
      const state = await reviewOf(app.db, app.content.index, user.id, app.now());
      return {
        data: {
          due: state.due.map((d) => ({
            question_global_id: d.questionGlobalId,
            ...(d.topicGlobalId ? { topic_global_id: d.topicGlobalId } : {}),
            box: d.box,
          })),
          boxes: { '1': state.boxes[1], '2': state.boxes[2], '3': state.boxes[3], '4': state.boxes[4] },
          next_due_at: state.nextDueAt?.toISOString() ?? null,
        },
      };
    },
  );
  done();
}
