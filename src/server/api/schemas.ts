/**
 * Helpers for route definitions; the schemas themselves are the contract's
 * (src/api-contract/schemas/).
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { RouteGroup } from '#src/api-contract/operations.ts';
import { DEFAULT_LANG } from '#src/domain/locale.ts';
import type { Lang } from '#src/domain/model.ts';

/** The language a call asked for with `lang` (messages and emails); English otherwise. */
export function langOf(query: { readonly lang?: Lang | undefined }): Lang {
  return query.lang ?? DEFAULT_LANG;
}

/**
 * A `preValidation` hook for routes whose body fields are all optional: a request sent without
 * a body (no content type, nothing to parse) is the empty object rather than a validation error.
 */
export function bodyMayBeAbsent(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (request.body === undefined) request.body = {};
  done();
}

/** The OpenAPI description of a route: its group (or `content`, the content reads) and what it does. */
export function docs(tag: RouteGroup | 'content', summary: string, description?: string) {
  return description ? { tags: [tag], summary, description } : { tags: [tag], summary };
}
