/**
 * Link targets: a link must point to an entry or asset the pack holds, and satisfy the field's
 * `linkContentType` (entries) and `linkMimetypeGroup` (assets) validations.
 */
import type { RawAsset, RawEntry } from '../raw.ts';
import { isRecord, type PackValidation } from './content-types.ts';
import type { Problem } from './issues.ts';

export interface LinkTargets {
  /** Entry id → its content type id. */
  readonly entries: ReadonlyMap<string, string>;
  /** Asset id → the MIME types of its files (one per locale). */
  readonly assets: ReadonlyMap<string, readonly string[]>;
}

/** Indexes the pack's entries and assets for link checks. */
export function linkTargets(entries: readonly RawEntry[], assets: readonly RawAsset[]): LinkTargets {
  const entryIndex = new Map<string, string>();
  for (const e of entries) entryIndex.set(e.sys.id, e.sys.contentType?.sys.id ?? '');
  const assetIndex = new Map<string, string[]>();
  for (const a of assets) {
    const files = a.fields['file'] ?? {};
    const types = Object.values(files).flatMap((f) =>
      isRecord(f) && typeof f['contentType'] === 'string' ? [f['contentType']] : [],
    );
    assetIndex.set(a.sys.id, types);
  }
  return { entries: entryIndex, assets: assetIndex };
}

const GROUPS: readonly (readonly [string, RegExp])[] = [
  ['image', /^image\//],
  ['audio', /^audio\//],
  ['video', /^video\//],
  ['pdfdocument', /^application\/pdf$/],
  ['spreadsheet', /spreadsheet|ms-excel|^text\/csv$/],
  ['presentation', /presentation|ms-powerpoint/],
  ['richtext', /msword|wordprocessing|rtf|opendocument\.text/],
  ['archive', /zip|tar|gzip|7z|rar/],
  ['markup', /^text\/html$|xml/],
  ['code', /json|javascript|^text\/css$/],
  ['plaintext', /^text\/plain$/],
];

/** Contentful's mimetype group of a MIME type (`attachment` when no other group fits). */
export function mimetypeGroup(mime: string): string {
  return GROUPS.find(([, pattern]) => pattern.test(mime))?.[0] ?? 'attachment';
}

const listOf = (v: PackValidation, key: string): readonly unknown[] | undefined => {
  const list = v[key];
  return Array.isArray(list) ? list : undefined;
};

/** The problem with a link target: missing, or of a content type or mimetype group not allowed. */
export function checkTarget(
  targets: LinkTargets,
  linkType: string,
  id: string,
  validations: readonly PackValidation[],
): Problem | null {
  if (linkType === 'Entry') {
    const type = targets.entries.get(id);
    if (type === undefined) return { code: 'link.missing', detail: `entry '${id}' is not in the pack` };
    for (const v of validations) {
      const allowed = listOf(v, 'linkContentType');
      if (allowed && !allowed.includes(type))
        return { code: 'link.contentType', detail: `entry '${id}' is a ${type}, not one of ${allowed.join(', ')}` };
    }
    return null;
  }
  const mimes = targets.assets.get(id);
  if (mimes === undefined) return { code: 'link.missing', detail: `asset '${id}' is not in the pack` };
  for (const v of validations) {
    const group = v['linkMimetypeGroup'];
    const allowed = Array.isArray(group) ? group : typeof group === 'string' ? [group] : undefined;
    const bad = allowed && mimes.find((m) => !allowed.includes(mimetypeGroup(m)));
    if (bad) return { code: 'link.mimetypeGroup', detail: `asset '${id}' is ${bad}, not one of ${allowed.join(', ')}` };
  }
  return null;
}
