/**
 * A Vite plugin (without its name) that serves one virtual module whose text a build step
 * makes: how build steps hand what they know (the content graph, the output folder) to the page
 * modules through their import graph, not through process-wide globals.
 */
import type { Plugin } from 'vite';

/**
 * Astro's mark for content data (its own data store module carries it): the incremental build
 * leaves such a module out of a page's module-graph hash, so a module whose text changes with
 * every content edit or build does not make every reusable page render again. Pages that read
 * it say what they depend on in their `cacheKey` (docs/decisions.md, "Publishing builds reuse…").
 */
export const CONTENT_DATA_META = { astroIncremental: { kind: 'content-data' } } as const;

/** Serves `id` with the text `source()` yields (asked for when a module first imports it), marked as content data. */
export function virtualModulePlugin(id: string, source: () => string | Promise<string>): Omit<Plugin, 'name'> {
  // Vite's `\0` marker on the resolved id keeps other plugins away from it.
  const resolved = `\0${id}`;
  return {
    resolveId: (requested: string) => (requested === id ? resolved : null),
    load: async (requested: string) =>
      requested === resolved ? { code: await source(), map: { mappings: '' }, meta: CONTENT_DATA_META } : null,
  };
}
