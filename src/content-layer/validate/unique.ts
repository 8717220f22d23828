/**
 * Contentful's `unique` validation: no two published entries of a content type hold the same
 * value in the field (compared per locale, as Contentful does).
 */
import type { RawEntry } from '../raw.ts';
import { isRecord, type PackContentType } from './content-types.ts';
import type { PackIssue } from './issues.ts';

/** One issue per entry whose value an earlier published entry of its type already holds. */
export function uniquenessIssues(
  published: readonly RawEntry[],
  types: ReadonlyMap<string, PackContentType>,
): PackIssue[] {
  const issues: PackIssue[] = [];
  const seen = new Map<string, string>();
  for (const entry of published) {
    const type = types.get(entry.sys.contentType?.sys.id ?? '');
    if (!type) continue;
    for (const field of type.fields.values()) {
      if (!field.validations.some((v) => v['unique'] === true)) continue;
      const values: unknown = entry.fields[field.id];
      if (!isRecord(values)) continue;
      for (const [locale, value] of Object.entries(values)) {
        if (typeof value !== 'string' && typeof value !== 'number') continue;
        const key = JSON.stringify([type.id, field.id, locale, value]);
        const first = seen.get(key);
        if (first === undefined) seen.set(key, entry.sys.id);
        else
          issues.push({
            code: 'value.unique',
            entryId: entry.sys.id,
            contentType: type.id,
            field: field.id,
            locale,
            detail: `${JSON.stringify(value)} is already used by '${first}'`,
          });
      }
    }
  }
  return issues;
}
