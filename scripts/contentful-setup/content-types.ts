/**
 * Brings one content type of the space to the model (src/content-layer/schema/content-model.ts):
 * creates it when missing, updates it when its name, display field or a field differs (by the
 * version the space holds, so a concurrent edit fails instead of being overwritten), and
 * publishes it when it has changes not yet published. Fields the space has beyond the model are
 * kept: removing a field with content is an editor's decision.
 */
import type {
  ContentFields,
  ContentTypeFieldValidation,
  ContentTypeProps,
  PlainClientAPI,
} from 'contentful-management';
import {
  contentfulContentType,
  type ContentfulField,
  type ContentfulValidation,
} from '#src/content-layer/schema/contentful-fields.ts';
import type { ContentTypeId } from '#src/content-layer/schema/content-model.ts';
import { isNotFound, sameValue } from './compare.ts';

/** What a run did (or, in a dry run, would do) to a content type or editor interface. */
export type Change = 'created' | 'updated' | 'published' | 'unchanged';

function sdkValidation(v: ContentfulValidation): ContentTypeFieldValidation {
  if ('linkContentType' in v) return { linkContentType: [...v.linkContentType] };
  if ('regexp' in v) return { regexp: { pattern: v.regexp.pattern, flags: '' } };
  if ('size' in v) return { size: { ...v.size } };
  if ('enabledNodeTypes' in v) return { enabledNodeTypes: [...v.enabledNodeTypes], message: v.message };
  if ('enabledMarks' in v) return { enabledMarks: [...v.enabledMarks], message: v.message };
  return { unique: v.unique };
}

/** A model field in the SDK's types. */
function sdkField(f: ContentfulField): ContentFields {
  const { validations, items, ...rest } = f;
  return {
    ...rest,
    validations: validations.map(sdkValidation),
    ...(items ? { items: { ...items, validations: items.validations.map(sdkValidation) } } : {}),
  };
}

/** The model's fields in order (over what the space's fields carry besides), then the space's other fields. */
function mergedFields(model: readonly ContentfulField[], current: readonly ContentFields[]): ContentFields[] {
  const byId = new Map(current.map((f) => [f.id, f]));
  const ids = new Set(model.map((f) => f.id));
  return [...model.map((f) => ({ ...byId.get(f.id), ...sdkField(f) })), ...current.filter((f) => !ids.has(f.id))];
}

/** True when the content type has changes that are not published (or was never published). */
function unpublished(ct: ContentTypeProps): boolean {
  return ct.sys.publishedVersion === undefined || ct.sys.version !== ct.sys.publishedVersion + 1;
}

/** Brings content type `id` to the model; with `apply` false only says what it would do. */
export async function syncContentType(client: PlainClientAPI, id: ContentTypeId, apply: boolean): Promise<Change> {
  const model = contentfulContentType(id);
  const params = { contentTypeId: id };
  const current = await client.contentType.get(params).catch((e: unknown) => {
    if (isNotFound(e)) return null;
    throw e;
  });
  if (!current) {
    if (apply) {
      const created = await client.contentType.createWithId(params, { ...model, fields: model.fields.map(sdkField) });
      await client.contentType.publish(params, created);
    }
    return 'created';
  }
  const fields = mergedFields(model.fields, current.fields);
  if (
    current.name !== model.name ||
    current.displayField !== model.displayField ||
    !sameValue(fields, current.fields)
  ) {
    if (apply) {
      const updated = await client.contentType.update(params, {
        ...current,
        name: model.name,
        displayField: model.displayField,
        fields,
      });
      await client.contentType.publish(params, updated);
    }
    return 'updated';
  }
  if (!unpublished(current)) return 'unchanged';
  if (apply) await client.contentType.publish(params, current);
  return 'published';
}
