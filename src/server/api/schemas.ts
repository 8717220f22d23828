/**
 * Shared JSON-schema pieces for route definitions: every route declares its body, query and
 * params, and a response schema per status code.
 */
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../domain/model.ts';
import { errorSchema } from './errors.ts';

export const uuid = { type: 'string', format: 'uuid' } as const;
export const globalId = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' } as const;
export const optionalId = { type: ['string', 'null'], maxLength: 200 } as const;
export const email = { type: 'string', format: 'email', maxLength: 254 } as const;
export const password = { type: 'string', minLength: 8, maxLength: 128 } as const;
export const token = { type: 'string', minLength: 20, maxLength: 200 } as const;
export const lang = { type: 'string', enum: ['en', 'sv'] } as const;

/** The language a call asked for with `lang` (messages and emails); English otherwise. */
export function langOf(request: { readonly query: unknown }): Lang {
  return (request.query as { lang?: string } | undefined)?.lang === 'sv' ? 'sv' : 'en';
}

/** `lang` (message and email language) and `request_logger` are accepted on every call. */
export const commonQuery = { lang, request_logger: { type: 'string', maxLength: 100 } } as const;

export function query(properties: Record<string, unknown>, required: string[] = []) {
  return { type: 'object', properties: { ...commonQuery, ...properties }, required, additionalProperties: false } as const;
}

export function body(properties: Record<string, unknown>, required: string[] = []) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

/**
 * A `preValidation` hook for routes whose body fields are all optional: a request sent without
 * a body (no content type, nothing to parse) is the empty object rather than a validation error.
 */
export async function bodyMayBeAbsent(request: FastifyRequest): Promise<void> {
  if (request.body === undefined) request.body = {};
}

/** Response schemas: the success shape plus the error shape for each listed status. */
export function responses(ok: Record<string, unknown>, errors: number[], okStatus = 200) {
  const out: Record<number, unknown> = { [okStatus]: ok };
  for (const status of [400, 429, 500, ...errors]) out[status] = errorSchema;
  return out;
}

export const messageSchema = { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } as const;
export const tokenPairSchema = {
  type: 'object',
  required: ['access_token', 'refresh_token'],
  properties: { access_token: { type: 'string' }, refresh_token: { type: 'string' }, expires_in: { type: 'integer' } },
} as const;
