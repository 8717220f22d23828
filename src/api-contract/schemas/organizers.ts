/**
 * The contract of what organizers read (issue 23): an event's and a group's results, as JSON
 * for the results pages and as CSV for a spreadsheet, and the code lookup behind every "Join by
 * code" field. Results are read only by a verified account whose email is in the event's or
 * group's `organizers` (docs/content-model.md); nobody else learns who organizes. Participants
 * appear by profile name when they chose one, else by number: never by email or uuid.
 */
import Type, { type Static } from 'typebox';
import { Data, GlobalId, GroupCode, Query, responses } from './parts.ts';

const Fraction = Type.Number({ minimum: 0, maximum: 1 });
const Count = Type.Integer({ minimum: 0 });
const NullableFraction = Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: 0, maximum: 1 });

/** What a code names: events and groups share one code space. */
export const CodeKind = Type.Union([Type.Literal('event'), Type.Literal('group')]);
export type CodeKind = Static<typeof CodeKind>;

export const CodeLookup = Type.Object({
  kind: CodeKind,
  code: Type.String({ description: 'The code as the pages spell it (lower case): `/e/{code}/` or `/g/{code}/`' }),
});
export type CodeLookup = Static<typeof CodeLookup>;

/** One answer option of an event question: how the event's participants and everyone chose it. */
export const ResultAnswer = Type.Object({
  global_id: GlobalId,
  count: Type.Integer({ minimum: 0, description: 'Participants whose first answer to the question was this one' }),
  share: Fraction,
  everyone_share: NullableFraction,
});

export const ResultQuestion = Type.Object({
  global_id: GlobalId,
  answered: Type.Integer({ minimum: 0, description: 'Participants who answered the question' }),
  correct_share: NullableFraction,
  everyone_total: Type.Integer({
    minimum: 0,
    description: 'Learners anywhere whose first answer is counted in `everyone_share`',
  }),
  everyone_correct_share: NullableFraction,
  answers: Type.Array(ResultAnswer),
});
export type ResultQuestion = Static<typeof ResultQuestion>;

export const EventResults = Type.Object({
  code: Type.String(),
  version: Type.Integer({ minimum: 0, description: 'Raised by every answer that changes the results' }),
  content: Type.String({
    description:
      'The digest of the published content the results follow (a publish can change the questions and right answers). The ETag is `"{version}-{content}"`',
  }),
  participants: Count,
  mean_score: Type.Object({
    right: Type.Number({ minimum: 0, description: 'Right answers per participant, on average' }),
    share: NullableFraction,
  }),
  questions: Type.Array(ResultQuestion, { description: "Every question of the event's screening test, in its order" }),
  most_missed: Type.Array(GlobalId, {
    description: 'Up to 3 questions, the largest wrong share among participants first (answered ones only)',
  }),
});
export type EventResults = Static<typeof EventResults>;

/** A participant or member as organizers see them. */
export const Person = Type.Object({
  number: Type.Integer({ minimum: 1, description: 'Stable within the event or group: the order they arrived in' }),
  name: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    description: 'The profile name they chose, else null (shown as "Participant n")',
  }),
});

export const GroupMember = Type.Object({
  ...Person.properties,
  answered: Count,
  correct: Count,
  certificates: Count,
});
export type GroupMember = Static<typeof GroupMember>;

export const GroupResults = Type.Object({
  code: Type.String(),
  version: Type.Integer({ minimum: 0 }),
  members: Count,
  rows: Type.Array(GroupMember),
});
export type GroupResults = Static<typeof GroupResults>;

/** A 304 answer to `If-None-Match` has no body. */
const NotModified = Type.Null({ description: 'Not modified (the ETag matched)' });
const csv = Type.Unsafe<string>({ type: 'string', description: 'text/csv; charset=utf-8, a header row first' });
const codeParams = Type.Object({ code: GroupCode });

export const lookupCode = {
  params: codeParams,
  querystring: Query({}),
  response: responses(Data(CodeLookup), [404]),
};
export const eventResults = {
  params: codeParams,
  querystring: Query({}),
  response: { ...responses(Data(EventResults), [401, 403, 404]), 304: NotModified },
};
export const eventResultsCsv = {
  params: codeParams,
  querystring: Query({}),
  produces: ['text/csv'],
  response: responses(csv, [401, 403, 404]),
};
export const groupResults = {
  params: codeParams,
  querystring: Query({}),
  response: { ...responses(Data(GroupResults), [401, 403, 404]), 304: NotModified },
};
export const groupResultsCsv = {
  params: codeParams,
  querystring: Query({}),
  produces: ['text/csv'],
  response: responses(csv, [401, 403, 404]),
};
