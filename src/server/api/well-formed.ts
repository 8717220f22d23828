/**
 * Refuses request input whose text is not well-formed Unicode: a lone UTF-16 surrogate, which
 * JSON carries as an escape (`"\ud800"`) and a query or path never can (their percent-decoding
 * yields whole characters). Such a string cannot be stored faithfully: PostgreSQL's jsonb refuses
 * the escape (the call failed with a 500) and a text column would keep a replacement character
 * instead of what was sent. One `preValidation` hook for every API route, so no route and no
 * schema has to remember it: 400 `error.validation` naming the field with
 * `validation.wellFormed`, as a schema's refusal would.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { invalid } from '../services/errors.ts';

/**
 * The dotted path (`profile.name`, `items.0`) of the first string in `value`, value or property
 * name, that is not well-formed; `''` for `value` itself (or a property name at its top); null
 * when every string is well-formed. A bad property name is reported at the object holding it.
 */
export function malformedTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.isWellFormed() ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (!key.isWellFormed()) return path;
    const found = malformedTextAt(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** The request's parts as validation errors name them when the whole part is at fault. */
const PARTS = [
  ['body', (r: FastifyRequest) => r.body],
  ['query', (r: FastifyRequest) => r.query],
  ['params', (r: FastifyRequest) => r.params],
] as const;

/**
 * The `preValidation` hook: 400 naming the first field whose text is not well-formed Unicode.
 * A callback hook (nothing to wait for): it runs on every API call, and a promise per call costs.
 */
export function refuseMalformedText(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  for (const [part, read] of PARTS) {
    const at = malformedTextAt(read(request));
    if (at !== null) {
      done(invalid('error.validation', { [at || part]: 'validation.wellFormed' }));
      return;
    }
  }
  done();
}
