/** Comparing what a space holds with what the model wants, the way Contentful treats values. */
import { isDeepStrictEqual } from 'node:util';

/**
 * The value without what Contentful treats as "not set": null, undefined, false, '' and [] (a
 * field written by the web app carries `flags: null` or `message: null`, one written here omits
 * them; `validations: []` and no validations mean the same).
 */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null || v === undefined || v === false || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = canonical(v);
  }
  return out;
}

/** True when both mean the same to Contentful. */
export function sameValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(canonical(a), canonical(b));
}

/** True when the SDK reports the resource as not found (404 `NotFound`). */
export function isNotFound(e: unknown): boolean {
  return e instanceof Error && e.name === 'NotFound';
}
