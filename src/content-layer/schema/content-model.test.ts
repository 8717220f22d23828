import { describe, expect, it } from 'vitest';
import { createPackBuilder } from '../pack-writer.ts';
import { CONTENT_MODEL, CONTENT_TYPE_IDS, fieldsOf } from './content-model.ts';

interface ExportedField {
  readonly id: string;
  readonly type: string;
  readonly required: boolean;
  readonly localized: boolean;
  readonly validations: readonly unknown[];
  readonly items?: { readonly validations: readonly unknown[] };
}
interface ExportedType {
  readonly sys: { readonly id: string };
  readonly fields: readonly ExportedField[];
}

const exported = createPackBuilder().toExport().contentTypes as unknown as readonly ExportedType[];
const field = (type: string, id: string) => exported.find((t) => t.sys.id === type)!.fields.find((f) => f.id === id)!;

describe('the content model', () => {
  it('links only to content types it defines', () => {
    for (const type of CONTENT_TYPE_IDS) {
      for (const f of fieldsOf(type))
        for (const to of f.schema.linkContentType ?? []) expect(CONTENT_TYPE_IDS, `${type}.${f.id}`).toContain(to);
    }
  });

  it('is what a pack exports as its content types: ids, required and localized fields, link targets and validations', () => {
    expect(exported.map((t) => t.sys.id)).toEqual(Object.keys(CONTENT_MODEL));
    expect(field('question', 'questionText')).toMatchObject({ type: 'Text', required: true, localized: true });
    expect(field('question', 'answers')).toMatchObject({
      type: 'Array',
      required: true,
      validations: [{ size: { min: 2, max: 6 } }],
      items: { validations: [{ linkContentType: ['answer'] }] },
    });
    expect(field('topic', 'diplomaTest')).toMatchObject({ type: 'Link', validations: [{ linkContentType: ['test'] }] });
    expect(field('event', 'code').validations).toEqual([
      { unique: true },
      { regexp: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' } },
    ]);
    expect(field('group', 'name')).toMatchObject({ required: true, localized: false, validations: [] });
  });

  it('marks every globalId, slug and code field unique, as Contentful enforces on publish', () => {
    const keyed = exported.flatMap((t) =>
      t.fields
        .filter((f) => ['globalId', 'slug', 'code'].includes(f.id))
        .map((f) => ({ at: `${t.sys.id}.${f.id}`, validations: f.validations })),
    );
    expect(keyed.length).toBeGreaterThan(10);
    for (const f of keyed) expect(f.validations, f.at).toContainEqual({ unique: true });
  });
});
