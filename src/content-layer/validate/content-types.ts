/**
 * Reads the content types a pack carries (its `contentTypes`, as `contentful space export`
 * writes them) into typed definitions. The validator checks entries against these, not against
 * the project's own model: that is what Contentful does on import.
 */
import type { PackIssue } from './issues.ts';

export const FIELD_TYPES = [
  'Symbol',
  'Text',
  'Integer',
  'Number',
  'Boolean',
  'Date',
  'Location',
  'Object',
  'RichText',
  'Link',
  'Array',
  'ResourceLink',
] as const;
export type PackFieldType = (typeof FIELD_TYPES)[number];

/** A validation object as Contentful stores it; only the keys the validator knows are read. */
export type PackValidation = Readonly<Record<string, unknown>>;

export interface PackItems {
  readonly type: 'Symbol' | 'Link';
  readonly linkType?: string;
  readonly validations: readonly PackValidation[];
}

export interface PackField {
  readonly id: string;
  readonly type: PackFieldType;
  readonly localized: boolean;
  readonly required: boolean;
  readonly omitted: boolean;
  readonly linkType?: string;
  readonly items?: PackItems;
  readonly validations: readonly PackValidation[];
}

export interface PackContentType {
  readonly id: string;
  readonly fields: ReadonlyMap<string, PackField>;
}

/** True for a plain JSON object. */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldType = (value: unknown): value is PackFieldType => FIELD_TYPES.some((t) => t === value);

function validationsOf(value: unknown): readonly PackValidation[] | null {
  if (value === undefined) return [];
  return Array.isArray(value) && value.every(isRecord) ? value : null;
}

function itemsOf(value: unknown): PackItems | null {
  if (!isRecord(value)) return null;
  const { type, linkType } = value;
  const validations = validationsOf(value['validations']);
  if ((type !== 'Symbol' && type !== 'Link') || !validations) return null;
  if (type === 'Link' && linkType !== 'Entry' && linkType !== 'Asset') return null;
  return { type, validations, ...(typeof linkType === 'string' ? { linkType } : {}) };
}

function fieldOf(value: unknown): PackField | string {
  if (!isRecord(value) || typeof value['id'] !== 'string') return 'field without an id';
  const { id, type, linkType } = value;
  if (!isFieldType(type)) return `field '${id}' has type ${String(type)}`;
  const validations = validationsOf(value['validations']);
  if (!validations) return `field '${id}' validations are not a list of objects`;
  const items = type === 'Array' ? itemsOf(value['items']) : undefined;
  if (items === null) return `field '${id}' is an Array without items of Symbol or Link`;
  if (type === 'Link' && linkType !== 'Entry' && linkType !== 'Asset')
    return `field '${id}' is a Link without linkType Entry or Asset`;
  return {
    id,
    type,
    localized: value['localized'] === true,
    required: value['required'] === true,
    omitted: value['omitted'] === true,
    validations,
    ...(typeof linkType === 'string' ? { linkType } : {}),
    ...(items ? { items } : {}),
  };
}

/**
 * The pack's content types by id; a malformed one is reported (code `contentType.malformed`)
 * and left out, so its entries then report `contentType.unknown` instead of failing obscurely.
 */
export function readContentTypes(raw: readonly unknown[]): {
  types: Map<string, PackContentType>;
  issues: PackIssue[];
} {
  const types = new Map<string, PackContentType>();
  const issues: PackIssue[] = [];
  raw.forEach((ct, index) => {
    const sys = isRecord(ct) ? ct['sys'] : undefined;
    const id = isRecord(sys) && typeof sys['id'] === 'string' ? sys['id'] : `#${index}`;
    const rawFields = isRecord(ct) ? ct['fields'] : undefined;
    if (!Array.isArray(rawFields)) {
      issues.push({ code: 'contentType.malformed', entryId: id, contentType: 'ContentType', detail: 'no fields list' });
      return;
    }
    const fields = new Map<string, PackField>();
    for (const f of rawFields) {
      const field = fieldOf(f);
      if (typeof field === 'string')
        issues.push({ code: 'contentType.malformed', entryId: id, contentType: 'ContentType', detail: field });
      else fields.set(field.id, field);
    }
    types.set(id, { id, fields });
  });
  return { types, issues };
}
