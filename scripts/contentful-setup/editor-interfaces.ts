/**
 * The editor interface of a content type: which widget edits each field. Slugs get the slug
 * editor (filled from the title as editors type it), ids and codes a single line, booleans
 * radio buttons, rich text the rich-text editor and lists of text (organizers) the tag editor. Other fields keep what the space has.
 */
import type { Control, PlainClientAPI } from 'contentful-management';
import { fieldsOf, type ContentTypeId } from '#src/content-layer/schema/content-model.ts';
import type { FieldSchema } from '#src/content-layer/schema/field-schema.ts';
import { sameValue } from './compare.ts';
import type { Change } from './content-types.ts';

/** The built-in widget a field of the model gets, or undefined when the space's choice stands. */
export function widgetFor(fieldId: string, schema: FieldSchema): string | undefined {
  if (fieldId === 'slug') return 'slugEditor';
  if (fieldId === 'globalId' || fieldId === 'code') return 'singleLine';
  if (schema.type === 'Boolean') return 'boolean';
  if (schema.type === 'RichText') return 'richTextEditor';
  if (schema.items?.type === 'Symbol') return 'tagEditor';
  return undefined;
}

/** The space's controls with the model's widgets set (settings kept only where the widget stays). */
function wantedControls(id: ContentTypeId, current: readonly Control[]): Control[] {
  const wanted = new Map<string, string>();
  for (const f of fieldsOf(id)) {
    const widget = widgetFor(f.id, f.schema);
    if (widget) wanted.set(f.id, widget);
  }
  const controls = current.map((c) => {
    const widgetId = wanted.get(c.fieldId);
    if (!widgetId || (c.widgetId === widgetId && c.widgetNamespace === 'builtin')) return c;
    return { fieldId: c.fieldId, widgetId, widgetNamespace: 'builtin' };
  });
  const present = new Set(current.map((c) => c.fieldId));
  for (const [fieldId, widgetId] of wanted)
    if (!present.has(fieldId)) controls.push({ fieldId, widgetId, widgetNamespace: 'builtin' });
  return controls;
}

/**
 * Sets the model's widgets on content type `id`'s editor interface (Contentful creates the
 * interface with the content type); with `apply` false only says whether it would.
 */
export async function syncEditorInterface(client: PlainClientAPI, id: ContentTypeId, apply: boolean): Promise<Change> {
  const params = { contentTypeId: id };
  const current = await client.editorInterface.get(params);
  const controls = wantedControls(id, current.controls ?? []);
  if (sameValue(controls, current.controls ?? [])) return 'unchanged';
  if (apply) await client.editorInterface.update(params, { ...current, controls });
  return 'updated';
}
