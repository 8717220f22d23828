/**
 * Checks one field value against its field type and the field's validations, as Contentful's
 * Management API does when an entry is created or published. Links are checked for their shape
 * here and for their target in links.ts.
 */
import { isRecord, type PackValidation } from './content-types.ts';
import type { Problem } from './issues.ts';

/** Contentful's limits: Symbol holds at most 256 characters, Text at most 50,000. */
export const SYMBOL_MAX = 256;
export const TEXT_MAX = 50_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const typeProblem = (detail: string): Problem => ({ code: 'value.type', detail });

/** The problem with a scalar value of the given type, or null. */
export function checkScalar(type: string, value: unknown): Problem | null {
  switch (type) {
    case 'Symbol':
      if (typeof value !== 'string') return typeProblem('Symbol: a string');
      return value.length > SYMBOL_MAX
        ? { code: 'value.size', detail: `Symbol: at most ${SYMBOL_MAX} characters, got ${value.length}` }
        : null;
    case 'Text':
      if (typeof value !== 'string') return typeProblem('Text: a string');
      return value.length > TEXT_MAX
        ? { code: 'value.size', detail: `Text: at most ${TEXT_MAX} characters, got ${value.length}` }
        : null;
    case 'Integer':
      return Number.isSafeInteger(value) ? null : typeProblem('Integer: a whole number');
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value) ? null : typeProblem('Number: a finite number');
    case 'Boolean':
      return typeof value === 'boolean' ? null : typeProblem('Boolean: true or false');
    case 'Date':
      return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : typeProblem('Date: an ISO 8601 date');
    case 'Location':
      return isRecord(value) && typeof value['lat'] === 'number' && typeof value['lon'] === 'number'
        ? null
        : typeProblem('Location: { lat, lon } numbers');
    case 'Object':
      return typeof value === 'object' && value !== null ? null : typeProblem('Object: a JSON object or array');
    default:
      return null;
  }
}

/** The link's id when `value` is `{ sys: { type: 'Link', linkType, id } }` of the wanted link type. */
export function checkLinkShape(value: unknown, linkType: string | undefined): { id: string } | Problem {
  const sys = isRecord(value) ? value['sys'] : undefined;
  if (!isRecord(sys) || sys['type'] !== 'Link' || typeof sys['id'] !== 'string')
    return typeProblem(`Link: { sys: { type: 'Link', linkType: '${linkType ?? '?'}', id } }`);
  if (linkType && sys['linkType'] !== linkType)
    return { code: 'link.type', detail: `links to ${linkType}, not ${String(sys['linkType'])}` };
  return { id: sys['id'] };
}

const numberOr = (v: unknown) => (typeof v === 'number' ? v : undefined);

function withinBounds(n: number, bounds: unknown): string | null {
  if (!isRecord(bounds)) return null;
  const min = numberOr(bounds['min']);
  const max = numberOr(bounds['max']);
  if (min !== undefined && n < min) return `at least ${min}, got ${n}`;
  if (max !== undefined && n > max) return `at most ${max}, got ${n}`;
  return null;
}

function regexpMatches(spec: unknown, value: string): boolean | null {
  if (!isRecord(spec) || typeof spec['pattern'] !== 'string') return null;
  try {
    return new RegExp(spec['pattern'], typeof spec['flags'] === 'string' ? spec['flags'] : undefined).test(value);
  } catch {
    return null;
  }
}

function dateRangeProblem(spec: unknown, value: unknown): string | null {
  if (!isRecord(spec) || typeof value !== 'string') return null;
  const t = Date.parse(value);
  const min = typeof spec['min'] === 'string' ? Date.parse(spec['min']) : NaN;
  const max = typeof spec['max'] === 'string' ? Date.parse(spec['max']) : NaN;
  if (t < min) return `not before ${String(spec['min'])}`;
  if (t > max) return `not after ${String(spec['max'])}`;
  return null;
}

/** One validation applied to a value (size counts characters of strings and items of lists). */
function checkValidation(v: PackValidation, value: unknown): Problem | null {
  const measured = typeof value === 'string' || Array.isArray(value) ? value.length : undefined;
  if ('size' in v && measured !== undefined) {
    const problem = withinBounds(measured, v['size']);
    if (problem) return { code: 'value.size', detail: `size ${problem}` };
  }
  if ('range' in v && typeof value === 'number') {
    const problem = withinBounds(value, v['range']);
    if (problem) return { code: 'value.range', detail: problem };
  }
  if ('regexp' in v && typeof value === 'string' && regexpMatches(v['regexp'], value) === false) {
    return {
      code: 'value.regexp',
      detail: `does not match ${String(isRecord(v['regexp']) ? v['regexp']['pattern'] : '')}`,
    };
  }
  if ('prohibitRegexp' in v && typeof value === 'string' && regexpMatches(v['prohibitRegexp'], value) === true) {
    return { code: 'value.prohibitRegexp', detail: 'matches a prohibited pattern' };
  }
  if ('in' in v && Array.isArray(v['in']) && !v['in'].includes(value)) {
    return { code: 'value.in', detail: `one of ${JSON.stringify(v['in'])}` };
  }
  if ('dateRange' in v) {
    const problem = dateRangeProblem(v['dateRange'], value);
    if (problem) return { code: 'value.dateRange', detail: problem };
  }
  return null;
}

/** Every problem the validations (size, range, regexp, prohibitRegexp, in, dateRange) find. */
export function checkValidations(validations: readonly PackValidation[], value: unknown): Problem[] {
  return validations.map((v) => checkValidation(v, value)).filter((p): p is Problem => p !== null);
}
