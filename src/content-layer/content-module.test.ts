import { describe, expect, it } from 'vitest';
import type { ContentGraph } from '../domain/model.ts';
import { CONTENT_MODULE_ID, contentModulePlugin, contentModuleSource } from './content-module.ts';

const graph = {
  questions: [],
  topics: [],
  challenges: [],
  topicGroups: [],
  events: [],
  groups: [],
  populationCategories: [],
  pages: [{ slug: 'about', title: { en: 'About "us"', sv: 'Om </script> oss' } }],
  startPage: null,
  issues: [],
  digest: 'abc123',
  preview: false,
} as unknown as ContentGraph;

/** Runs a module text the way a page bundle would import it. */
async function importSource(code: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
}

describe('the content module pages import', () => {
  it('gives pages the graph the build loaded, quotes and markup intact', async () => {
    const mod = await importSource(contentModuleSource(graph));
    expect(mod['siteContent']).toEqual(graph);
  });

  it('serves only its own id, marked as content data so reused pages keep their incremental-build hash', async () => {
    const plugin = contentModulePlugin(() => Promise.resolve(graph));
    const resolve = plugin.resolveId as (id: string) => string | null;
    const load = plugin.load as (id: string) => Promise<{ code: string; meta: unknown } | null>;
    const resolved = resolve(CONTENT_MODULE_ID);
    expect(resolved).not.toBeNull();
    expect(resolve('virtual:other')).toBeNull();
    expect(await load('/src/pages/index.astro')).toBeNull();
    const loaded = await load(resolved!);
    expect(loaded?.meta).toEqual({ astroIncremental: { kind: 'content-data' } });
    expect((await importSource(loaded!.code))['siteContent']).toEqual(graph);
  });
});
