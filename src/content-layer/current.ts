/**
 * The content graph of this process, as the page modules see it. The Astro integration loads
 * it (through `index.ts`, in Node) before any page renders; the pages, bundled by Vite, only
 * read it here, so neither the SDK nor the pack reader ends up in the page bundle and a build
 * reads the content once.
 */
import type { ContentGraph } from '../domain/model.ts';

const KEY = Symbol.for('quiz.content.graph');
type Holder = { [KEY]?: Promise<ContentGraph> };

/** The graph loaded for this process. */
export function getContent(): Promise<ContentGraph> {
  const graph = (globalThis as Holder)[KEY];
  if (!graph) throw new Error('Content is not loaded: the quiz-content integration loads it before pages render.');
  return graph;
}

/** Sets (or with `undefined`, clears) the graph of this process. */
export function setContent(graph: Promise<ContentGraph> | undefined): void {
  if (graph) (globalThis as Holder)[KEY] = graph;
  else Reflect.deleteProperty(globalThis, KEY);
}

/** True when a graph has been set. */
export function hasContent(): boolean {
  return Boolean((globalThis as Holder)[KEY]);
}
