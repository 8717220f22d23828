/**
 * Builds every visible entry of a content type and checks the model's uniqueness rules over
 * them: each offending entry gets an error naming all entries that share the value.
 */
import { contentTypeOf, type RawEntry } from '../raw.ts';
import { fieldsOf, validationOf, type ContentTypeId } from '../schema/content-model.ts';
import type { NormalizeContext } from './context.ts';
import type { DomainOf } from './domain-of.ts';
import type { Linker } from './links.ts';

export interface Built<T extends ContentTypeId> {
  readonly entry: RawEntry;
  readonly value: DomainOf[T];
}

/** Which entries a collection takes (before building): all published ones unless narrowed. */
export type EntryFilter = (entry: RawEntry) => boolean;

/** Every published entry of `type` the filter takes that builds (is visible and valid), in pack order. */
function buildAll<T extends ContentTypeId>(
  ctx: NormalizeContext,
  linker: Linker,
  type: T,
  include: EntryFilter,
): Built<T>[] {
  const out: Built<T>[] = [];
  for (const entry of ctx.raw.entries) {
    if (contentTypeOf(entry) !== type || !ctx.isPublished(entry) || !include(entry)) continue;
    const value = linker.build(entry, type);
    if (value !== null) out.push({ entry, value });
  }
  return out;
}

/** Reports an error on each entry whose value of a unique field another entry shares. */
function checkUnique(ctx: NormalizeContext, items: readonly Built<ContentTypeId>[], type: ContentTypeId): void {
  for (const { id: field, schema } of fieldsOf(type)) {
    if (!validationOf(schema, 'unique')) continue;
    const byValue = new Map<string, RawEntry[]>();
    for (const { entry } of items) {
      const raw = ctx.plain(entry, field);
      const value = typeof raw === 'string' ? raw.trim() : '';
      const key = schema.caseInsensitive ? value.toLowerCase() : value;
      byValue.set(key, [...(byValue.get(key) ?? []), entry]);
    }
    for (const [value, entries] of byValue) {
      if (entries.length < 2) continue;
      const ids = entries.map((e) => e.sys.id).join(', ');
      for (const e of entries) ctx.report('error', e, type, `duplicate ${field} '${value}' (entries ${ids})`, field);
    }
  }
}

/**
 * Builds the visible entries of `type` (those `include` takes) and checks their unique fields.
 * Entries left out here are still built when another entry links to them.
 */
export function collect<T extends ContentTypeId>(
  ctx: NormalizeContext,
  linker: Linker,
  type: T,
  include: EntryFilter = () => true,
): Built<T>[] {
  const items = buildAll(ctx, linker, type, include);
  checkUnique(ctx, items, type);
  return items;
}
