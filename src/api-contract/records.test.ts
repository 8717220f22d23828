/**
 * The contract's records agree with the tables they come from (src/server/db/schema.ts), field
 * by field. The contract keeps schemas of its own rather than deriving them from the tables
 * (docs/decisions.md, "One definition of each record"): it is shared with the browser, names
 * some fields otherwise (a user's `uuid` is the column `id`) and shows a subset of the columns.
 * So every field is mapped to a column (by the column's SQL name, or by a rename listed here),
 * and its JSON type and nullability must match the column's; a column added, dropped, renamed or made nullable fails this until the contract and
 * this map say what the API makes of it.
 */
import { getTableColumns, type Table } from 'drizzle-orm';
import type { TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { roundResults, userAnswers, users } from '#src/server/db/schema.ts';
import { AnswerRecord, GivenAnswer, StoredAnswer } from './schemas/answers.ts';
import { User } from './schemas/users.ts';

/** A column's JSON type (and format) in API bodies, by its Drizzle column type. */
const JSON_TYPE_OF_COLUMN: Readonly<Record<string, { readonly type: string; readonly format?: string }>> = {
  PgUUID: { type: 'string', format: 'uuid' },
  PgText: { type: 'string' },
  PgInteger: { type: 'integer' },
  PgBigSerial53: { type: 'integer' },
  PgBigInt53: { type: 'integer' },
  PgBoolean: { type: 'boolean' },
  PgTimestamp: { type: 'string', format: 'date-time' },
  PgJsonb: { type: 'object' },
};

/** A JSON-schema object as a plain record, to read its keywords. */
const keywords = (schema: unknown): Readonly<Record<string, unknown>> =>
  typeof schema === 'object' && schema !== null ? Object.fromEntries(Object.entries(schema)) : {};

/** The JSON types a schema accepts (`type` as one name or a list, or a union of schemas). */
function typesOf(schema: unknown): string[] {
  const k = keywords(schema);
  if (typeof k['type'] === 'string') return [k['type']];
  if (Array.isArray(k['type'])) return k['type'].map(String);
  if (Array.isArray(k['anyOf'])) return k['anyOf'].flatMap(typesOf);
  return [];
}

/** An object schema's properties (or those of the object in a nullable union) and its required names. */
function objectOf(schema: TSchema): { properties: Readonly<Record<string, unknown>>; required: readonly string[] } {
  const k = keywords(schema);
  const object = Array.isArray(k['anyOf']) ? keywords(k['anyOf'].find((s) => keywords(s)['type'] === 'object')) : k;
  const required = Array.isArray(object['required']) ? object['required'].map(String) : [];
  return { properties: keywords(object['properties']), required };
}

/**
 * How a contract record stands to a table: the fields named otherwise than their column (a
 * field named as a column's SQL name maps to it by itself), and what only one side has.
 */
interface Agreement<T extends Table> {
  readonly renames?: Readonly<Record<string, keyof T['_']['columns'] & string>>;
  /** Contract fields no column holds (given by the request or computed by the server). */
  readonly contractOnly: readonly string[];
  /** Columns the record never shows (private, or decided by the server); every other column must be mapped. */
  readonly tableOnly: readonly (keyof T['_']['columns'] & string)[];
  /** A response holds every mapped field, null where the column is; a request may leave nullable ones out. */
  readonly direction: 'response' | 'request';
}

/** The disagreements between a contract record and a table, as readable lines (none when they agree). */
function disagreements<T extends Table>(contract: TSchema, table: T, a: Agreement<T>): string[] {
  const columns: Readonly<
    Record<
      string,
      { readonly name: string; readonly columnType: string; readonly notNull: boolean; readonly hasDefault: boolean }
    >
  > = getTableColumns(table);
  const { properties, required } = objectOf(contract);
  const keyOfSqlName = new Map(Object.entries(columns).map(([key, column]) => [column.name, key]));
  const fields: Readonly<Record<string, string>> = {
    ...Object.fromEntries(
      Object.keys(properties).flatMap((field) => {
        const key = keyOfSqlName.get(field);
        return key === undefined ? [] : [[field, key]];
      }),
    ),
    ...a.renames,
  };
  const out: string[] = [];
  const mapped = new Set(Object.values(fields));
  for (const key of Object.keys(columns))
    if (!mapped.has(key) && !a.tableOnly.includes(key))
      out.push(`column ${key} is neither in the contract nor listed as table-only`);
  for (const field of Object.keys(properties))
    if (!(field in fields) && !a.contractOnly.includes(field))
      out.push(`contract field ${field} maps to no column and is not listed as contract-only`);
  for (const [field, key] of Object.entries(fields)) {
    const column = columns[key];
    const schema = properties[field];
    if (!column || schema === undefined) {
      out.push(`${field} → ${key}: missing on the ${column ? 'contract' : 'table'} side`);
      continue;
    }
    const expected = JSON_TYPE_OF_COLUMN[column.columnType];
    if (!expected) {
      out.push(`${key}: no JSON type known for ${column.columnType}`);
      continue;
    }
    const types = typesOf(schema);
    if (!types.includes(expected.type))
      out.push(`${field}: contract types ${types.join('|')}, column ${key} is ${expected.type}`);
    const format = keywords(schema)['format'] as string | undefined; // JSON Schema's format is a string
    if (format !== undefined && format !== expected.format)
      out.push(`${field}: contract format ${format}, column ${key} is ${expected.format ?? 'unformatted'}`);
    const nullable = types.includes('null');
    if (a.direction === 'response') {
      if (nullable === column.notNull)
        out.push(
          `${field}: ${nullable ? 'nullable' : 'never null'} in the contract, column ${key} is ${column.notNull ? 'not null' : 'nullable'}`,
        );
      if (!required.includes(field)) out.push(`${field}: optional in a response`);
    } else {
      if (nullable && column.notNull) out.push(`${field}: the request may send null, column ${key} is not null`);
      if (!required.includes(field) && column.notNull && !column.hasDefault)
        out.push(`${field}: optional in the request, column ${key} has neither null nor a default`);
    }
  }
  return out;
}

describe('contract records agree with their tables', () => {
  it('a stored answer is the answer row without its user, plus the certificate earned', () => {
    expect(
      disagreements(StoredAnswer, userAnswers, {
        direction: 'response',
        contractOnly: ['certificate_code'],
        tableOnly: ['userId'],
      }),
    ).toEqual([]);
  });

  it('an answer record sent is the answer row without what the server decides', () => {
    expect(
      disagreements(AnswerRecord, userAnswers, {
        direction: 'request',
        // Whom the answer is for: the acting user, from the token or this uuid (src/server/api/auth.ts).
        // Whether it was given in review: it moves the review boxes (review_boxes), not stored with the answer.
        contractOnly: ['user_uuid', 'review'],
        // Correctness and the certificate flag come from the content, never from the client.
        tableOnly: ['id', 'userId', 'isCorrect', 'isVeryWrong', 'isCertificate', 'createdAt'],
      }),
    ).toEqual([]);
  });

  it('a user is the users row without its secrets and bookkeeping, its id as `uuid`', () => {
    expect(
      disagreements(User, users, {
        direction: 'response',
        renames: { uuid: 'id' },
        contractOnly: [],
        tableOnly: ['passwordHash', 'agreementsAcceptedAt', 'tokenVersion', 'createdAt'],
      }),
    ).toEqual([]);
  });

  it("a question's given answer is its round result's latest answer", () => {
    expect(
      disagreements(GivenAnswer, roundResults, {
        direction: 'response',
        renames: { global_id: 'answerGlobalId' },
        contractOnly: [],
        // The round's key is the question's place in the response; `any_wrong` feeds the diploma state.
        tableOnly: ['userId', 'topicGlobalId', 'testGlobalId', 'testRound', 'questionGlobalId', 'answerId', 'anyWrong'],
      }),
    ).toEqual([]);
  });

  it('tells a changed column apart', () => {
    const renamed = disagreements(StoredAnswer, userAnswers, {
      direction: 'response',
      renames: { client_id: 'eventCode', is_correct: 'testRound' },
      contractOnly: [],
      tableOnly: [],
    });
    expect(renamed).toEqual(
      expect.arrayContaining([
        'column userId is neither in the contract nor listed as table-only',
        'column clientId is neither in the contract nor listed as table-only',
        'contract field certificate_code maps to no column and is not listed as contract-only',
        'is_correct: contract types boolean, column testRound is integer',
      ]),
    );
  });
});
