/**
 * What every part of the sample-pack build shares: the pack builder, the entry-id registry, the
 * image and tag checks, and the small helpers that turn data-module keys into entry ids and
 * report broken data. Failing loudly here keeps a typo in a data module from becoming a
 * dangling link in `content-pack/export.json`.
 */
import type { PackBuilder } from '#src/content-layer/pack-writer.ts';
import type { RawLink } from '#src/content-layer/raw.ts';

/** The shared state of one build, handed to each entry writer. */
export interface PackContext {
  readonly builder: PackBuilder;
  /** Registers an entry id; fails unless it is letters and digits and not used before. */
  readonly id: (value: string) => string;
  /** The link to an asset by its key in assets.ts (undefined stays undefined). */
  readonly image: (key: string | undefined) => RawLink | undefined;
  /** The tags unchanged, after checking each is declared in site.ts. */
  readonly tagsOf: (tags: readonly string[]) => readonly string[];
}

/** Stops the build with a message that names the broken piece of data. */
export function fail(message: string): never {
  throw new Error(`sample pack: ${message}`);
}

/** `sdg-basics` → `SdgBasics`; `flag-se` → `FlagSe`: entry ids are built from slugs and keys. */
export function pascal(s: string): string {
  return s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
}

/** `flag-se` → `flagSe`: asset ids are camel-cased keys. */
export function camel(s: string): string {
  const p = pascal(s);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

/**
 * An entry-id registry for one build. Contentful ids must be unique across the space; ids here
 * are derived from data, so a clash means two data items share a key.
 */
export function entryIdRegistry(): (value: string) => string {
  const used = new Set<string>();
  return (value) => {
    if (!/^[A-Za-z0-9]+$/.test(value)) fail(`entry id '${value}' is not letters and digits`);
    if (used.has(value)) fail(`duplicate entry id '${value}'`);
    used.add(value);
    return value;
  };
}

/**
 * A checker that passes each value through and fails on a repeat (case-insensitively), for
 * globalIds, slugs and codes the app looks entries up by.
 */
export function uniqueValues(kind: string): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) fail(`duplicate ${kind} '${value}'`);
    seen.add(key);
    return value;
  };
}

/** Written entries by their data key, so later entries can link to them by globalId or slug. */
export interface LinkRegistry {
  readonly set: (key: string, link: RawLink) => RawLink;
  /** The link for a key; fails when no entry of this kind has that key. */
  readonly ref: (key: string) => RawLink;
}

/** An empty link registry for one kind of entry (the kind names it in error messages). */
export function linkRegistry(kind: string): LinkRegistry {
  const links = new Map<string, RawLink>();
  return {
    set: (key, link) => {
      links.set(key, link);
      return link;
    },
    ref: (key) => links.get(key) ?? fail(`unknown ${kind} '${key}'`),
  };
}
