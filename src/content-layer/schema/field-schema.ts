/**
 * The vocabulary of the content model (docs/content-model.md): what a content type and a field
 * are, in Contentful's own terms, and the TypeScript types that follow from a model written
 * `as const`: field ids per content type, the ids of its fields of one kind (Boolean, rich text,
 * entry links …) and the content type each link field points to. The normalizer reads raw
 * entries through these types, so reading a field the model does not have, or as the wrong
 * kind, does not compile.
 */
import type { BLOCKS, INLINES } from '@contentful/rich-text-types';

export type FieldType = 'Symbol' | 'Text' | 'RichText' | 'Boolean' | 'Date' | 'Link' | 'Array';

/** A field validation in Contentful's format; the pack writer and `contentful:setup` send them as they are. */
export type FieldValidation =
  | { readonly unique: true }
  | { readonly regexp: { readonly pattern: string } }
  | { readonly size: { readonly min?: number; readonly max?: number } }
  /** Rich text: the block and inline node types an editor may insert (paragraphs and text always). */
  | { readonly enabledNodeTypes: readonly RichTextNodeType[]; readonly message: string }
  /** Rich text: the marks (bold, italic …) an editor may apply. */
  | { readonly enabledMarks: readonly string[]; readonly message: string };

/** A rich-text node type Contentful's `enabledNodeTypes` validation names. */
export type RichTextNodeType = `${BLOCKS}` | `${INLINES}`;

export interface FieldSchema {
  readonly type: FieldType;
  readonly required?: boolean;
  readonly localized?: boolean;
  /** For `Link` fields and `Array`s of links: what they link to. */
  readonly linkType?: 'Entry' | 'Asset';
  /** For entry links: the content types a link may point to. */
  readonly linkContentType?: readonly string[];
  /** For `Array`s of text (not links): the items are Symbols, each checked by these validations. */
  readonly items?: { readonly type: 'Symbol'; readonly validations: readonly FieldValidation[] };
  readonly validations?: readonly FieldValidation[];
  /** Uniqueness ignores letter case (event and group codes); the project's rule, not Contentful's. */
  readonly caseInsensitive?: boolean;
}

export interface ContentTypeSchema {
  readonly name: string;
  readonly displayField: string;
  /** Field ids in the order editors see them. */
  readonly fields: Readonly<Record<string, FieldSchema>>;
}

export type ContentModelSchema = Readonly<Record<string, ContentTypeSchema>>;

/** Field ids of one content type. */
export type FieldId<M extends ContentModelSchema, T extends keyof M> = keyof M[T]['fields'] & string;

type FieldOf<M extends ContentModelSchema, T extends keyof M, F extends FieldId<M, T>> = M[T]['fields'][F];

/** The ids of the fields of content type T whose schema matches S (e.g. `{ type: 'Boolean' }`). */
export type FieldIdWhere<M extends ContentModelSchema, T extends keyof M, S> = {
  [F in FieldId<M, T>]: FieldOf<M, T, F> extends S ? F : never;
}[FieldId<M, T>];

/** The content type an entry-link field of T points to. */
export type LinkTarget<M extends ContentModelSchema, T extends keyof M, F extends FieldId<M, T>> =
  FieldOf<M, T, F> extends { readonly linkContentType: readonly (infer C)[] } ? C : never;
