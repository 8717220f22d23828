/**
 * Shared TypeBox pieces of the API contract: field formats, the query every call accepts, the
 * error body, and a response map (the success shape plus the error shape per listed status).
 * Server-side values; the browser imports only the types inferred from them.
 */
import Type, { type Static, type TProperties, type TSchema } from 'typebox';
import { LANGS, type Lang as SiteLang } from '../../domain/model.ts';

export const Uuid = Type.String({ format: 'uuid' });
export const GlobalId = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Password = Type.String({ minLength: 8, maxLength: 128 });
export const Token = Type.String({ minLength: 20, maxLength: 200 });
/** An event's or a group's code (matched case-insensitively). */
export const GroupCode = Type.String({ minLength: 1, maxLength: 100 });
export const Lang = Type.Unsafe<SiteLang>({ type: 'string', enum: [...LANGS] });

/** A string or null (one JSON-schema type list, as clients have always been answered). */
export const NullableString = (
  options: { readonly maxLength?: number; readonly format?: string; readonly description?: string } = {},
) => Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
export const OptionalId = NullableString({ maxLength: 200 });

/** An object with any properties (a user's profile). */
export const AnyObject = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });
/** Message keys (or texts) by key. */
export const StringMap = Type.Unsafe<Record<string, string>>({
  type: 'object',
  additionalProperties: { type: 'string' },
});

/** `lang` (message and email language) and `request_logger` are accepted on every call. */
const commonQuery = { lang: Type.Optional(Lang), request_logger: Type.Optional(Type.String({ maxLength: 100 })) };

/** A query string: the given properties plus the common ones, nothing else. */
export function Query<P extends TProperties>(properties: P) {
  return Type.Object({ ...commonQuery, ...properties }, { additionalProperties: false });
}

/** A request body (or nested object) that accepts no other properties. */
export function Strict<P extends TProperties>(properties: P) {
  return Type.Object(properties, { additionalProperties: false });
}

/**
 * The error body of every non-2xx answer: a message key; for validation, keys by field; for a
 * rate limit (429), the seconds to wait.
 */
export const ErrorBody = Type.Object({
  message: Type.String({ description: 'Message key, e.g. account.noAccountCreationInKioskMode' }),
  errors: Type.Optional(
    Type.Unsafe<Record<string, string>>({
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Message keys by field',
    }),
  ),
  retry_after: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'On 429 (error.tooManyRequests) and 503 (error.databaseUnavailable): whole seconds until the call may be made again; the same as the Retry-After header',
    }),
  ),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** Statuses every route may answer with the error body. */
type CommonError = 400 | 429 | 500 | 503;

/**
 * Response schemas: `ok` under its status (200 unless given) and the error body under 400, 429,
 * 500, 503 (the database unreachable for now) and each listed status.
 */
export function responses<S extends TSchema, const E extends readonly number[], const C extends number = 200>(
  ok: S,
  errors: E,
  okStatus?: C,
) {
  const out: Record<number, TSchema> = { [okStatus ?? 200]: ok };
  for (const status of [400, 429, 500, 503, ...errors]) out[status] = ErrorBody;
  return out as { [K in C]: S } & { [K in E[number] | CommonError]: typeof ErrorBody };
}

export const MessageBody = Type.Object({ message: Type.String() });
export const TokenPair = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
});
export type TokenPair = Static<typeof TokenPair>;

/** `{ data: … }`, the envelope of most answers. */
export const Data = <S extends TSchema>(schema: S) => Type.Object({ data: schema });

/**
 * The route of a share card rendered on request (a certificate's, a shared result's): a
 * 1200×630 PNG in `lang` by the code in `params`, 404 for an unknown code.
 */
export function cardRoute<P extends TSchema>(params: P) {
  return {
    params,
    querystring: Query({}),
    produces: ['image/png'],
    response: responses(
      Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'image/png, 1200×630' }),
      [404],
    ),
  };
}
