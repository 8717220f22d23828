/**
 * API errors: JSON with a message key (never an English sentence, never a stack trace) and,
 * for validation, an `errors` map keyed by field.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: Readonly<Record<string, string>> | undefined;
  readonly headers: Readonly<Record<string, string>> | undefined;
  constructor(statusCode: number, messageKey: string, errors?: Record<string, string>, headers?: Record<string, string>) {
    super(messageKey);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const badRequest = (key: string, errors?: Record<string, string>) => new ApiError(400, key, errors);
export const unauthorized = (key = 'auth.unauthorized') => new ApiError(401, key);
export const forbidden = (key: string) => new ApiError(403, key);
export const notFound = (key: string) => new ApiError(404, key);
export const conflict = (key: string, errors?: Record<string, string>) => new ApiError(409, key, errors);

/** The error body schema shared by every route's non-2xx responses. */
export const errorSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'Message key, e.g. account.noAccountCreationInKioskMode' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Message keys by field' },
  },
} as const;

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
    const named = e.keyword === 'required' ? e.params?.['missingProperty'] : e.keyword === 'additionalProperties' ? e.params?.['additionalProperty'] : undefined;
    const field = [path, typeof named === 'string' ? named : ''].filter(Boolean).join('.') || whole;
    if (!out.has(field)) out.set(field, `validation.${e.keyword}`);
  }
  return Object.fromEntries(out);
}
