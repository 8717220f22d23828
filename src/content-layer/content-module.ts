/**
 * The content graph as a module: pages import `virtual:quiz/content` (declared in
 * src/content-module.d.ts) and the build's Vite plugin (added by src/integrations/content.ts)
 * writes the graph the build steps loaded into it. The pages get the graph through their import
 * graph rather than a process-wide global, neither the SDK nor the pack reader ends up in the page
 * bundle, and a build reads the content once.
 */
import type { Plugin } from 'vite';
import type { ContentGraph } from '../domain/model.ts';
import { virtualModulePlugin } from '../utils/virtual-module.ts';

/** The id pages import the graph by. */
export const CONTENT_MODULE_ID = 'virtual:quiz/content';

/** The module text for a graph: a JSON string parsed once (faster than an object literal of the same size). */
export function contentModuleSource(graph: ContentGraph): string {
  return `export const siteContent = JSON.parse(${JSON.stringify(JSON.stringify(graph))});\n`;
}

/**
 * The Vite plugin (without its name) that serves `virtual:quiz/content`, in dev and build alike;
 * `load` yields the graph (loaded once per process by the caller). Marked as content data: its
 * text changes with every content edit, a reusable page's incremental-build hash must not.
 */
export function contentModulePlugin(load: () => Promise<ContentGraph>): Omit<Plugin, 'name'> {
  return virtualModulePlugin(CONTENT_MODULE_ID, async () => contentModuleSource(await load()));
}
