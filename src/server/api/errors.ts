/**
 * API errors: JSON with a message key (never an English sentence, never a stack trace) and,
 * for validation, an `errors` map keyed by field. Domain errors (../services/errors.ts) get
 * their status here; `ApiError` is for what only HTTP knows (a rate limit's `Retry-After`).
 */
import type { ErrorBody } from '#src/api-contract/schemas/parts.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import type { DomainError, DomainErrorCode } from '../services/errors.ts';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: Readonly<Record<string, string>> | undefined;
  readonly headers: Readonly<Record<string, string>> | undefined;
  /** Further fields of the error body (a 429's `retry_after`). */
  readonly extra: Readonly<Pick<ErrorBody, 'retry_after'>> | undefined;
  constructor(
    statusCode: number,
    messageKey: string,
    errors?: Record<string, string>,
    headers?: Record<string, string>,
    extra?: Pick<ErrorBody, 'retry_after'>,
  ) {
    super(messageKey);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
    this.extra = extra;
  }
}

/**
 * The answer to a call over its rate limit: 429 `error.tooManyRequests` with the whole seconds
 * until the limit lets it through again (`ttlMs` from the limiter, at least 1), both as the
 * `Retry-After` header and as `retry_after` in the body. The body is what the browser shows the
 * learner ("Try again in 8 minutes"): a cross-origin page's script cannot read a header the API
 * does not expose through CORS, and a body field needs no parsing of HTTP dates.
 */
export function tooManyRequests(ttlMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new ApiError(
    429,
    'error.tooManyRequests',
    undefined,
    { 'Retry-After': String(seconds) },
    { retry_after: seconds },
  );
}

/**
 * The answer to a call while the database is unreachable (src/server/db/unavailable.ts): 503
 * `error.databaseUnavailable` with the seconds to wait, as for a 429. Nothing was done, so the
 * call can be made again as it was (the browser's queue does: answers carry their `client_id`).
 */
export function databaseUnavailable(): ApiError {
  return new ApiError(
    503,
    'error.databaseUnavailable',
    undefined,
    { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    { retry_after: DATABASE_RETRY_AFTER_SECONDS },
  );
}

/** The one mapping of domain errors to HTTP statuses. */
const STATUS: Readonly<Record<DomainErrorCode, number>> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
};

/** A domain error as the API answers it: its status and `{ message, errors }` body. */
export function domainAnswer(error: DomainError): { status: number; body: ErrorBody } {
  return {
    status: STATUS[error.code],
    body: error.fields ? { message: error.key, errors: { ...error.fields } } : { message: error.key },
  };
}

/**
 * Validation errors of Fastify/Ajv as `{ field: 'validation.<keyword>' }`. The field is the
 * dotted path of the value (`user_answer.test_round`); for a missing or an unexpected property,
 * the path of that property; for the whole body or query, `body` or `query`.
 */
export function validationErrors(
  list: readonly { instancePath?: string; keyword: string; params?: Record<string, unknown> }[],
  context?: string,
): Record<string, string> {
  // A Map, not an object literal: a field named `__proto__` must stay an ordinary key.
  const out = new Map<string, string>();
  const whole = context === 'querystring' ? 'query' : context || 'body';
  for (const e of list) {
    const path = (e.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const named =
      e.keyword === 'required'
        ? e.params?.['missingProperty']
        : e.keyword === 'additionalProperties'
          ? e.params?.['additionalProperty']
          : undefined;
    const field = [path, typeof named === 'string' ? named : ''].filter(Boolean).join('.') || whole;
    if (!out.has(field)) out.set(field, `validation.${e.keyword}`);
  }
  return Object.fromEntries(out);
}
