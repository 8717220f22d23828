/**
 * The content model in Contentful's own format: a content type's name, display field and fields
 * with their validations, as the Content Management API takes them and `contentful space export`
 * writes them. The pack writer exports these and `npm run contentful:setup` sends them, so a
 * pack and a space set up by the command describe the same model.
 */
import { CONTENT_MODEL, fieldsOf, type ContentTypeId } from './content-model.ts';
import type { FieldSchema, FieldValidation } from './field-schema.ts';

/** A field validation, link targets included. */
export type ContentfulValidation = FieldValidation | { readonly linkContentType: readonly string[] };

/** A field as the Content Management API describes it. */
export interface ContentfulField {
  readonly id: string;
  readonly name: string;
  readonly type: FieldSchema['type'];
  readonly localized: boolean;
  readonly required: boolean;
  readonly validations: readonly ContentfulValidation[];
  readonly disabled: boolean;
  readonly omitted: boolean;
  readonly linkType?: 'Entry' | 'Asset';
  readonly items?:
    | {
        readonly type: 'Link';
        readonly linkType: 'Entry' | 'Asset';
        readonly validations: readonly ContentfulValidation[];
      }
    | { readonly type: 'Symbol'; readonly validations: readonly ContentfulValidation[] };
}

/** A content type without its `sys`: what creating or updating one sends. */
export interface ContentfulContentType {
  readonly name: string;
  readonly displayField: string;
  readonly description: string;
  readonly fields: readonly ContentfulField[];
}

/** The items of an `Array` field: text (its own validations) or links (their targets as validations). */
function itemsOf(f: FieldSchema, linkType: 'Entry' | 'Asset', linkContentType: readonly ContentfulValidation[]) {
  return f.items
    ? { type: f.items.type, validations: f.items.validations }
    : { type: 'Link' as const, linkType, validations: linkContentType };
}

/** One field of the model in Contentful's format (link targets become `linkContentType` validations). */
export function contentfulField(id: string, f: FieldSchema): ContentfulField {
  const linkContentType = f.linkContentType ? [{ linkContentType: f.linkContentType }] : [];
  const linkType = f.linkType ?? 'Entry';
  return {
    id,
    name: id,
    type: f.type,
    localized: Boolean(f.localized),
    required: Boolean(f.required),
    validations: [...(f.type === 'Link' ? linkContentType : []), ...(f.validations ?? [])],
    disabled: false,
    omitted: false,
    ...(f.type === 'Link' ? { linkType } : {}),
    ...(f.type === 'Array' ? { items: itemsOf(f, linkType, linkContentType) } : {}),
  };
}

/** A content type of the model in Contentful's format. */
export function contentfulContentType(id: ContentTypeId): ContentfulContentType {
  const def = CONTENT_MODEL[id];
  return {
    displayField: def.displayField,
    name: def.name,
    description: '',
    fields: fieldsOf(id).map((f) => contentfulField(f.id, f.schema)),
  };
}
