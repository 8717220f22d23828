/**
 * Builds domain objects from raw entries, each once, and resolves the links between them. A
 * link to an entry that does not exist or has another content type is a warning naming the
 * linking entry; a link to a draft (outside preview) or to an excluded entry is dropped
 * silently (docs/decisions.md, "Content visibility"), as is a link to a hidden topic from
 * anything but an event; a cycle of links is an error.
 */
import { contentTypeOf, type RawEntry } from '../raw.ts';
import { isContentTypeId, type ContentTypeId } from '../schema/content-model.ts';
import type { NormalizeContext } from './context.ts';
import type { Builders, DomainOf } from './domain-of.ts';
import { createReader, linkId, type LinkResolver } from './reader.ts';

export interface Linker {
  /** The domain object of an entry (built on first use), or null when it is excluded. */
  build<T extends ContentTypeId>(entry: RawEntry, type: T): DomainOf[T] | null;
}

/**
 * Built objects by content type, then entry id. The map of type T holds DomainOf[T] (only `build`
 * writes it), which TypeScript cannot follow through a generic key, so `build` names it on reading.
 */
type Cache = Partial<Record<ContentTypeId, Map<string, unknown>>>;

/** A linker over the entries of the context, building with the given builders. */
export function createLinker(ctx: NormalizeContext, builders: Builders): Linker {
  const cache: Cache = {};
  const building = new Set<string>();

  const resolveLink: LinkResolver = (from, fromType, field, link, to) => {
    const id = linkId(link);
    if (!id) return null;
    const target = ctx.entryById(id);
    if (!target) {
      ctx.report(
        'warning',
        from,
        fromType,
        `field '${field}' links to entry '${id}', which does not exist; the link is dropped`,
        field,
      );
      return null;
    }
    if (!ctx.isPublished(target)) return null; // a draft: dropped silently outside preview
    const targetType = contentTypeOf(target);
    if (!isContentTypeId(targetType) || !to.includes(targetType)) {
      ctx.report(
        'warning',
        from,
        fromType,
        `field '${field}' links to entry '${id}' of type '${targetType}', expected '${to.join("' or '")}'; the link is dropped`,
        field,
      );
      return null;
    }
    // Only events play a hidden topic; lists and groups drop the link before building it.
    if (targetType === 'topic' && fromType !== 'event' && ctx.plain(target, 'isHidden') === true) return null;
    return linker.build(target, targetType);
  };

  const linker: Linker = {
    build<T extends ContentTypeId>(entry: RawEntry, type: T): DomainOf[T] | null {
      const built = (cache[type] ??= new Map<string, unknown>()) as Map<string, DomainOf[T] | null>;
      const key = entry.sys.id;
      const known = built.get(key);
      if (known !== undefined) return known;
      if (building.has(key)) {
        ctx.report('error', entry, type, 'links back to itself through a cycle');
        return null;
      }
      building.add(key);
      const builder: Builders[T] = builders[type];
      const value = builder(createReader(ctx, resolveLink, entry, type), ctx);
      building.delete(key);
      built.set(key, value);
      return value;
    },
  };
  return linker;
}
