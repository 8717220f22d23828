/**
 * What every step of the normalizer shares for one raw space: locale fallback chains, the
 * publishing filter, raw look-ups by id, field values per site language, resolved assets and
 * the list of content issues (each naming entry id and content type).
 */
import { byLang, DEFAULT_LANG } from '#src/domain/locale.ts';
import type { Asset, ContentIssue, Lang, Localized } from '#src/domain/model.ts';
import { defaultLocaleCode, fallbackChains, DEFAULT_LOCALE_MAP, type LocaleMap } from '../locales.ts';
import type { RawAsset, RawEntry, RawSpace } from '../raw.ts';
import { createAssetResolver } from './assets.ts';

export interface NormalizeOptions {
  readonly preview?: boolean;
  readonly localeMap?: LocaleMap;
}

export interface NormalizeContext {
  readonly raw: RawSpace;
  readonly preview: boolean;
  readonly issues: ContentIssue[];
  report(
    severity: ContentIssue['severity'],
    entry: { readonly sys: { readonly id: string } },
    type: string,
    message: string,
    field?: string,
  ): void;
  isPublished(item: RawEntry | RawAsset): boolean;
  entryById(id: string): RawEntry | undefined;
  /** The value of a field in a site language, following the locale fallback chain. */
  valueIn(item: RawEntry | RawAsset, field: string, lang: Lang): unknown;
  /** The value of a non-localized field: the English chain's, else the default locale's. */
  plain(item: RawEntry, field: string): unknown;
  /** The value a required field must have: the default locale's, else the English chain's. */
  requiredValue(item: RawEntry, field: string): unknown;
  /** A string field per site language; '' where it has none. */
  text(item: RawEntry | RawAsset, field: string): Localized<string>;
  asset(id: string): Asset | null;
}

/** Sets up the shared state for normalizing one raw space. */
export function createContext(raw: RawSpace, options: NormalizeOptions): NormalizeContext {
  const preview = Boolean(options.preview);
  const chains = fallbackChains(raw.locales, options.localeMap ?? DEFAULT_LOCALE_MAP);
  const defaultCode = defaultLocaleCode(raw.locales);
  const issues: ContentIssue[] = [];
  const entries = new Map(raw.entries.map((e) => [e.sys.id, e]));
  const isPublished = (item: RawEntry | RawAsset) =>
    preview || Boolean(raw.allPublished) || item.sys.publishedVersion !== undefined;
  const valueIn = (item: RawEntry | RawAsset, field: string, lang: Lang): unknown => {
    const values = item.fields[field];
    if (!values) return undefined;
    for (const code of chains[lang]) if (values[code] !== undefined && values[code] !== null) return values[code];
    return undefined;
  };
  const text = (item: RawEntry | RawAsset, field: string): Localized<string> => {
    const get = (lang: Lang) => {
      const v = valueIn(item, field, lang);
      return typeof v === 'string' ? v : '';
    };
    return byLang(get);
  };
  const asset = createAssetResolver({
    rawAssets: new Map(raw.assets.map((a) => [a.sys.id, a])),
    baseDir: raw.baseDir,
    isPublished,
    fileOf: (a) => valueIn(a, 'file', DEFAULT_LANG),
    titleOf: (a) => text(a, 'title'),
  });
  return {
    raw,
    preview,
    issues,
    report: (severity, entry, type, message, field) =>
      issues.push({ severity, entryId: entry.sys.id, contentType: type, message, ...(field ? { field } : {}) }),
    isPublished,
    entryById: (id) => entries.get(id),
    valueIn,
    plain: (item, field) => valueIn(item, field, DEFAULT_LANG) ?? item.fields[field]?.[defaultCode],
    requiredValue: (item, field) => item.fields[field]?.[defaultCode] ?? valueIn(item, field, DEFAULT_LANG),
    text,
    asset,
  };
}
