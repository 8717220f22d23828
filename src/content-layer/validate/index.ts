/**
 * Validates a content pack the way Contentful would on import: every entry against the pack's
 * OWN content types (field types, required fields in the default locale, locales of
 * non-localized fields, validations, unique values, link targets, unknown fields) and every
 * asset's file. Pure: the caller loads the pack; `npm run content:validate` prints the result.
 */
import type { RawAsset, RawEntry, RawLocale } from '../raw.ts';
import { isRecord, readContentTypes, type PackContentType, type PackField } from './content-types.ts';
import { checkFieldValue } from './field-value.ts';
import { issueAt, type PackIssue } from './issues.ts';
import { linkTargets, type LinkTargets } from './links.ts';
import { uniquenessIssues } from './unique.ts';

export { formatPackIssues, type PackIssue, type PackIssueCode } from './issues.ts';

export interface PackToValidate {
  readonly locales: readonly RawLocale[];
  readonly contentTypes?: readonly unknown[];
  readonly entries: readonly RawEntry[];
  readonly assets: readonly RawAsset[];
}

interface Context {
  readonly defaultLocale: string;
  readonly locales: ReadonlySet<string>;
  readonly targets: LinkTargets;
}

const isPublished = (e: RawEntry | RawAsset) => typeof e.sys.publishedVersion === 'number';

function checkField(entry: RawEntry, type: PackContentType, field: PackField, ctx: Context): PackIssue[] {
  const place = { entryId: entry.sys.id, contentType: type.id, field: field.id };
  const values: unknown = entry.fields[field.id];
  const issues: PackIssue[] = [];
  if (values !== undefined && !isRecord(values))
    return [{ ...place, code: 'field.malformed', detail: 'values by locale code' }];
  const byLocale = values ?? {};
  for (const [locale, value] of Object.entries(byLocale)) {
    const at = { ...place, locale };
    if (!ctx.locales.has(locale)) issues.push({ ...at, code: 'locale.unknown' });
    else if (!field.localized && locale !== ctx.defaultLocale)
      issues.push({ ...at, code: 'locale.notLocalized', detail: `only ${ctx.defaultLocale}` });
    if (value === null || value === undefined) continue;
    for (const problem of checkFieldValue(field, value, ctx.targets)) issues.push(issueAt(at, problem));
  }
  const main = byLocale[ctx.defaultLocale];
  const empty = main === undefined || main === null || (Array.isArray(main) && main.length === 0);
  // Contentful enforces required fields when an entry is published; drafts may lack them.
  if (field.required && !field.omitted && isPublished(entry) && empty)
    issues.push({ ...place, locale: ctx.defaultLocale, code: 'field.required' });
  return issues;
}

function checkEntry(entry: RawEntry, types: ReadonlyMap<string, PackContentType>, ctx: Context): PackIssue[] {
  const typeId = entry.sys.contentType?.sys.id ?? '';
  const type = types.get(typeId);
  if (!type)
    return [
      {
        code: 'contentType.unknown',
        entryId: entry.sys.id,
        contentType: typeId || '?',
        detail: "not among the pack's content types",
      },
    ];
  const issues: PackIssue[] = [];
  for (const id of Object.keys(entry.fields)) {
    if (!type.fields.has(id))
      issues.push({ code: 'field.unknown', entryId: entry.sys.id, contentType: typeId, field: id });
  }
  for (const field of type.fields.values()) issues.push(...checkField(entry, type, field, ctx));
  return issues;
}

/** An asset's file in each locale must name a file and its type and have a URL Contentful can fetch. */
function checkAsset(asset: RawAsset, ctx: Context): PackIssue[] {
  const issues: PackIssue[] = [];
  const place = { entryId: asset.sys.id, contentType: 'Asset', field: 'file' };
  for (const [locale, file] of Object.entries(asset.fields['file'] ?? {})) {
    const at = { ...place, locale };
    if (!ctx.locales.has(locale)) issues.push({ ...at, code: 'locale.unknown' });
    if (!isRecord(file) || typeof file['fileName'] !== 'string' || typeof file['contentType'] !== 'string') {
      issues.push({ ...at, code: 'asset.file', detail: 'file needs fileName, contentType and url' });
      continue;
    }
    const url = file['url'] ?? file['upload'];
    if (typeof url !== 'string' || !/^(https?:)?\/\/[^/]+\//i.test(url))
      issues.push({ ...at, code: 'asset.url', detail: `an absolute or //host/ URL, got ${JSON.stringify(url)}` });
  }
  return issues;
}

/**
 * Every problem Contentful would refuse the pack for, each naming the entry (or asset), its
 * content type, the field and the locale. An empty list means the pack imports cleanly.
 */
export function validatePack(pack: PackToValidate): PackIssue[] {
  const { types, issues } = readContentTypes(pack.contentTypes ?? []);
  // A pack is JSON from anywhere: an item without `sys.id` and `fields` is reported, not read.
  const wellFormed = <T extends RawEntry | RawAsset>(items: readonly T[], kind: string): T[] =>
    items.filter((item, index) => {
      const ok = isRecord(item) && isRecord(item.sys) && typeof item.sys.id === 'string' && isRecord(item.fields);
      if (!ok)
        issues.push({
          code: 'entry.malformed',
          entryId: `#${index}`,
          contentType: kind,
          detail: 'needs sys.id and fields',
        });
      return ok;
    });
  const entries = wellFormed(pack.entries, 'Entry');
  const assets = wellFormed(pack.assets, 'Asset');
  const ctx: Context = {
    defaultLocale: pack.locales.find((l) => l.default)?.code ?? pack.locales[0]?.code ?? 'en-US',
    locales: new Set(pack.locales.map((l) => l.code)),
    targets: linkTargets(entries, assets),
  };
  for (const entry of entries) issues.push(...checkEntry(entry, types, ctx));
  for (const asset of assets) issues.push(...checkAsset(asset, ctx));
  issues.push(...uniquenessIssues(entries.filter(isPublished), types));
  return issues;
}
