/**
 * The content graph as a module: pages import `virtual:quiz/content` (declared in
 * src/content-module.d.ts) and the build's Vite plugin (added by src/integrations/content.ts)
 * writes the graph the build steps loaded into it. The pages get the graph through their import
 * graph rather than a process-wide global, neither the SDK nor the pack reader ends up in the page
 * bundle, and a build reads the content once.
 */
import type { Plugin } from 'vite';
import type { ContentGraph } from '../domain/model.ts';

/** The id pages import the graph by. */
export const CONTENT_MODULE_ID = 'virtual:quiz/content';
/** Its resolved id: Vite's `\0` marker keeps other plugins away from it. */
const RESOLVED_ID = `\0${CONTENT_MODULE_ID}`;

/**
 * Marks the module as content data for Astro's incremental build (as Astro's own data store
 * module is marked): its text changes with every content edit, and a page's module-graph hash
 * must not, or every reusable question page would render again. Pages that read the graph say
 * what they depend on in their `cacheKey` (docs/decisions.md, "Publishing builds reuse…").
 */
const CONTENT_DATA_META = { astroIncremental: { kind: 'content-data' } } as const;

/** The module text for a graph: a JSON string parsed once (faster than an object literal of the same size). */
export function contentModuleSource(graph: ContentGraph): string {
  return `export const siteContent = JSON.parse(${JSON.stringify(JSON.stringify(graph))});\n`;
}

/**
 * The Vite plugin (without its name) that serves `virtual:quiz/content`, in dev and build alike;
 * `load` yields the graph (loaded once per process by the caller).
 */
export function contentModulePlugin(load: () => Promise<ContentGraph>): Omit<Plugin, 'name'> {
  return {
    resolveId: (id: string) => (id === CONTENT_MODULE_ID ? RESOLVED_ID : null),
    load: async (id: string) => (id === RESOLVED_ID ? { code: contentModuleSource(await load()), map: { mappings: '' }, meta: CONTENT_DATA_META } : null),
  };
}
