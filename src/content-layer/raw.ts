/**
 * The raw shapes of Contentful's export format (`contentful space export`), which is also what
 * the Delivery API returns with `withAllLocales`. Both sources produce a `RawSpace`; the
 * normalizer turns it into domain objects.
 */

export interface RawLink {
  readonly sys: { readonly type: 'Link'; readonly linkType: string; readonly id: string };
}

export interface RawSys {
  readonly id: string;
  readonly type?: string;
  readonly createdAt?: string;
  readonly updatedAt?: string;
  /** Absent on a draft (never published) entry in an export. */
  readonly publishedVersion?: number;
  readonly contentType?: RawLink;
}

/** Field values keyed by field id, then by locale code. */
export type RawFields = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

export interface RawEntry {
  readonly sys: RawSys;
  readonly fields: RawFields;
  readonly metadata?: { readonly tags?: readonly RawLink[] };
}

export interface RawAsset {
  readonly sys: RawSys;
  readonly fields: RawFields;
}

export interface RawLocale {
  readonly code: string;
  readonly name?: string;
  readonly default?: boolean;
  readonly fallbackCode?: string | null;
}

export interface RawTag {
  readonly sys: { readonly id: string };
  readonly name?: string;
}

export interface RawSpace {
  readonly locales: readonly RawLocale[];
  readonly entries: readonly RawEntry[];
  readonly assets: readonly RawAsset[];
  readonly contentTypes?: readonly unknown[];
  readonly tags?: readonly RawTag[];
  /** Where relative asset URLs resolve from (the pack's folder); absent for Contentful. */
  readonly baseDir?: string;
  /** Entries from the Delivery API are published by definition. */
  readonly allPublished?: boolean;
}

/** The content type id of an entry, or '' when the entry has none. */
export function contentTypeOf(entry: RawEntry): string {
  return entry.sys.contentType?.sys.id ?? '';
}
