/**
 * What organizers read (issue 23): the code lookup behind every "Join by code" field, and an
 * event's or a group's results, as JSON (polled live by the results pages: an ETag, the
 * results' version, answers `If-None-Match` with 304) and as CSV. Results are for a verified
 * account whose email is in the event's or group's `organizers` (content), and nobody else: 401
 * without a token, 404 for an unknown code, 403 for any other account. Every answer is
 * `private, no-store`, as all personal data the API answers: no cache keeps it, and the page
 * keeps the last results itself and polls with `If-None-Match` (304 while nothing changed).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginOptions, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATIONS as OP } from '#src/api-contract/operations.ts';
import { resultsCsvName, resultsEtag } from '#src/api-contract/results-names.ts';
import * as C from '#src/api-contract/schemas/organizers.ts';
import type { Event, Group } from '#src/domain/model.ts';
import { forbidden, notFound } from '#src/server/services/errors.ts';
import { eventResults, eventVersion, participantAnswers } from '#src/server/services/event-results.ts';
import { groupResults } from '#src/server/services/group-results.ts';
import { eventCsv, groupCsv } from '#src/server/services/results-csv.ts';
import { requireBearer } from '../auth.ts';
import { apiRateLimits } from '../rate-limits.ts';
import { docs, langOf } from '../schemas.ts';
import { notModified } from '../etag.ts';
import { normalizeCode } from '#src/domain/codes.ts';

/** Personal data for one browser: kept by no cache (the page keeps the last results and their ETag). */
const PRIVATE = 'private, no-store';

export default function organizerRoutes(fastify: FastifyInstance, _opts: FastifyPluginOptions, done: () => void) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const byCode = apiRateLimits(app).address;

  /** The organized entry of a code, for the bearer: 401, 404 or 403 in that order. */
  async function organized<T extends Event | Group>(
    request: FastifyRequest,
    code: string,
    find: (code: string) => T | undefined,
    unknownKey: string,
  ): Promise<T> {
    const user = await requireBearer(app, request);
    const found = find(normalizeCode(code));
    if (!found) throw notFound(unknownKey);
    if (!user.isVerified || !user.email || !found.organizers.includes(user.email))
      throw forbidden('organizers.forbidden');
    return found;
  }
  const event = (request: FastifyRequest, code: string) =>
    organized(request, code, (c) => app.content.index.events.get(c), 'event.notFound');
  const group = (request: FastifyRequest, code: string) =>
    organized(request, code, (c) => app.content.index.groups.get(c), 'group.notFound');

  /** Sends a CSV download named after the code. */
  const sendCsv = (reply: FastifyReply, code: string, text: string) =>
    reply
      .header('Cache-Control', PRIVATE)
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${resultsCsvName(code)}"`)
      .send(text);

  app.get(
    OP.lookupCode.path,
    {
      preHandler: byCode,
      schema: {
        ...docs(
          'organizers',
          'What a code names: an event or a group (case-insensitive, spaces around it ignored)',
          'Events and groups share one code space. 404 `code.unknown` for a code that names neither. Limited per address, like every lookup by a code.',
        ),
        ...C.lookupCode,
      },
    },
    (request) => {
      const code = normalizeCode(request.params.code);
      const index = app.content.index;
      const kind: C.CodeKind | null = index.events.has(code) ? 'event' : index.groups.has(code) ? 'group' : null;
      if (!kind) throw notFound('code.unknown');
      return { data: { kind, code } };
    },
  );

  app.get(
    OP.eventResults.path,
    {
      schema: {
        ...docs(
          'organizers',
          "An event's results, for its organizers",
          "Participants, per question the counts among them and everyone's shares, the mean score and the most-missed questions. Needs the bearer token of a verified account whose email is among the event's organizers (401 without a token, 403 for any other account, 404 for an unknown code). The ETag names the results' version and the content's: poll with `If-None-Match` and get 304 while neither changed.",
        ),
        ...C.eventResults,
      },
    },
    async (request, reply) => {
      // The content's digest before the event is looked up in it: should a publish come in
      // between, the ETag names the older content and the next poll reads the results again.
      const digest = app.content.index.graph.digest;
      const found = await event(request, request.params.code);
      // The version first, alone: a poll that finds nothing new reads one row.
      const totals = await eventVersion(app.db, found);
      const etag = resultsEtag({ version: totals.version, content: digest });
      void reply.header('Cache-Control', PRIVATE).header('ETag', etag);
      if (notModified(request, etag)) return reply.code(304).send(null);
      const results = await eventResults(app.db, found, totals, app.config.sharesMinAnswers);
      return { data: { ...results, content: digest } };
    },
  );

  app.get(
    OP.eventResultsCsv.path,
    {
      schema: {
        ...docs(
          'organizers',
          "An event's results as CSV, for its organizers",
          'A header row, then one row per participant and question answered: the participant (profile name, or "Participant n"), the question and answer in `lang`, right or wrong. No emails. Access as for the JSON results.',
        ),
        ...C.eventResultsCsv,
      },
    },
    async (request, reply) => {
      const found = await event(request, request.params.code);
      const answers = await participantAnswers(app.db, found);
      const text = eventCsv(app.content.index.questions, answers, langOf(request.query));
      return sendCsv(reply, found.code, text);
    },
  );

  app.get(
    OP.groupResults.path,
    {
      schema: {
        ...docs(
          'organizers',
          "A group's results, for its organizers",
          "Members, and per member (in the order they joined) their profile name or number, questions answered, right answers and certificates earned. Access as for an event's results; the ETag is the results' version (304 on `If-None-Match`).",
        ),
        ...C.groupResults,
      },
    },
    async (request, reply) => {
      const found = await group(request, request.params.code);
      const results = await groupResults(app.db, found);
      const etag = resultsEtag(results);
      void reply.header('Cache-Control', PRIVATE).header('ETag', etag);
      if (notModified(request, etag)) return reply.code(304).send(null);
      return { data: results };
    },
  );

  app.get(
    OP.groupResultsCsv.path,
    {
      schema: {
        ...docs(
          'organizers',
          "A group's results as CSV, for its organizers",
          'A header row, then one row per member: the member (profile name, or "Member n"), questions answered, right answers, certificates. No emails.',
        ),
        ...C.groupResultsCsv,
      },
    },
    async (request, reply) => {
      const found = await group(request, request.params.code);
      const text = groupCsv((await groupResults(app.db, found)).rows, langOf(request.query));
      return sendCsv(reply, found.code, text);
    },
  );
  done();
}
