/**
 * Reads one raw entry through the content model: field ids are checked against the model at
 * compile time (a builder cannot read a field the model does not have, or a Boolean as text),
 * link fields resolve to the domain object of the content type the model names, and the
 * required-field and pattern checks follow the model's `required` flags and validations.
 */
import { byLang } from '#src/domain/locale.ts';
import type { Asset, ContentIssue, Localized } from '#src/domain/model.ts';
import type { RawEntry } from '../raw.ts';
import {
  fieldsOf,
  URL_SAFE_PATTERN,
  validationOf,
  type ContentModel,
  type ContentTypeId,
  type FieldEntry,
} from '../schema/content-model.ts';
import type { FieldIdWhere, LinkTarget } from '../schema/field-schema.ts';
import { renderRichText } from '../richtext.ts';
import type { NormalizeContext } from './context.ts';
import type { DomainOf } from './domain-of.ts';

type Where<T extends ContentTypeId, S> = FieldIdWhere<ContentModel, T, S>;
type Target<T extends ContentTypeId, F extends string> = LinkTarget<
  ContentModel,
  T,
  F & keyof ContentModel[T]['fields']
> &
  ContentTypeId;
type PlainField<T extends ContentTypeId> = Where<T, { readonly type: 'Symbol' | 'Text' | 'Date' }>;
type EntryLinkField<T extends ContentTypeId> = Where<T, { readonly type: 'Link'; readonly linkType: 'Entry' }>;
type EntryLinksField<T extends ContentTypeId> = Where<T, { readonly type: 'Array'; readonly linkType: 'Entry' }>;
type SymbolsField<T extends ContentTypeId> = Where<
  T,
  { readonly type: 'Array'; readonly items: { readonly type: 'Symbol' } }
>;

export interface EntryReader<T extends ContentTypeId> {
  readonly id: string;
  readonly entry: RawEntry;
  readonly type: T;
  /** A trimmed non-empty string, or null. */
  str(field: PlainField<T>): string | null;
  bool(field: Where<T, { readonly type: 'Boolean' }>): boolean;
  /** A list of text: its items trimmed, empty ones and non-strings left out (each reported by the builder's checks). */
  symbols(field: SymbolsField<T>): string[];
  text(field: Where<T, { readonly type: 'Symbol' | 'Text'; readonly localized: true }>): Localized<string>;
  /** Rendered, sanitized HTML per language; '' where there is none. */
  rich(field: Where<T, { readonly type: 'RichText' }>): Localized<string>;
  asset(field: Where<T, { readonly linkType: 'Asset' }>): Asset | null;
  one<F extends EntryLinkField<T>>(field: F): DomainOf[Target<T, F>] | null;
  many<F extends EntryLinksField<T>>(field: F): DomainOf[Target<T, F>][];
  /** False (with an error per field) when a required field is empty. */
  required(): boolean;
  /** False (with an error per field) when a field breaks its pattern validation. */
  patterns(): boolean;
  report(severity: ContentIssue['severity'], message: string, field?: string): void;
  tags(): string[];
}

/** Resolves one link of an entry to the domain object it points to; null when dropped. */
export type LinkResolver = (
  from: RawEntry,
  fromType: ContentTypeId,
  field: string,
  link: unknown,
  to: readonly string[],
) => DomainOf[ContentTypeId] | null;

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

function fieldEntry(type: ContentTypeId, field: string): FieldEntry {
  const found = fieldsOf(type).find((f) => f.id === field);
  // Field ids are checked against the model at compile time; reaching this is a bug.
  if (!found) throw new Error(`content model: ${type} has no field '${field}'`);
  return found;
}

/** A reader of one raw entry of content type `type`. */
export function createReader<T extends ContentTypeId>(
  ctx: NormalizeContext,
  resolveLink: LinkResolver,
  entry: RawEntry,
  type: T,
): EntryReader<T> {
  const report = (severity: ContentIssue['severity'], message: string, field?: string) =>
    ctx.report(severity, entry, type, message, field);
  const str = (field: string): string | null => {
    const v = ctx.plain(entry, field);
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  };
  const link = (field: string, value: unknown) =>
    resolveLink(entry, type, field, value, fieldEntry(type, field).schema.linkContentType ?? []);
  return {
    id: entry.sys.id,
    entry,
    type,
    str,
    bool: (field) => ctx.plain(entry, field) === true,
    symbols: (field) => {
      const values = ctx.plain(entry, field);
      return Array.isArray(values)
        ? values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim())
        : [];
    },
    text: (field) => ctx.text(entry, field),
    rich: (field) => byLang((lang) => renderRichText(ctx.valueIn(entry, field, lang), lang, (id) => ctx.asset(id))),
    asset: (field) => {
      const id = linkId(ctx.plain(entry, field));
      return id ? ctx.asset(id) : null;
    },
    // The model names the target type of the field; the resolver only returns objects of it.
    one: (field) => link(field, ctx.plain(entry, field)) as DomainOf[Target<T, typeof field>] | null,
    many: (field) => {
      const values = ctx.plain(entry, field);
      if (!Array.isArray(values)) return [];
      return values.map((v: unknown) => link(field, v)).filter((x) => x !== null) as DomainOf[Target<
        T,
        typeof field
      >][];
    },
    required: () => {
      const missing = fieldsOf(type).filter((f) => f.schema.required && isEmpty(ctx.requiredValue(entry, f.id)));
      for (const f of missing) report('error', `missing required field '${f.id}'`, f.id);
      return missing.length === 0;
    },
    patterns: () => {
      let ok = true;
      for (const f of fieldsOf(type)) {
        const pattern = validationOf(f.schema, 'regexp')?.regexp.pattern;
        const value = str(f.id) ?? '';
        if (pattern === undefined || new RegExp(pattern).test(value)) continue;
        report(
          'error',
          pattern === URL_SAFE_PATTERN
            ? `${f.id} '${value}' is not URL-safe (letters, digits, '-' and '_')`
            : `${f.id} '${value}' does not match /${pattern}/`,
          f.id,
        );
        ok = false;
      }
      return ok;
    },
    report,
    tags: () => (entry.metadata?.tags ?? []).map((t) => t.sys.id),
  };
}

/** The id a link value points to, or null for anything that is not a link. */
export function linkId(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('sys' in value)) return null;
  const sys: unknown = value.sys;
  if (typeof sys !== 'object' || sys === null || !('id' in sys)) return null;
  return typeof sys.id === 'string' && sys.id !== '' ? sys.id : null;
}
