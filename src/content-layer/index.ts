/**
 * The content layer's front door: one call yields the whole visible content graph, from the
 * embedded content pack (default), another pack (`CONTENT_PACK`) or Contentful
 * (`CONTENTFUL_SPACE_ID` …). The site build and the API both use it.
 */
import { fileURLToPath } from 'node:url';
import { normalizeSpace } from './normalize.ts';
import { parseLocaleMap, type LocaleMap } from './locales.ts';
import { loadPack } from './sources/pack.ts';
import { contentfulOptionsFromEnv, loadFromContentful, type ContentfulSourceOptions } from './sources/contentful.ts';
import type { ContentGraph, ContentIssue } from './types.ts';

export type { ContentGraph, ContentIssue } from './types.ts';

/** The embedded sample pack that ships with the project. */
export const DEFAULT_PACK = fileURLToPath(new URL('../../content-pack/export.json', import.meta.url));

export type ContentSource =
  | { readonly kind: 'pack'; readonly path: string }
  | { readonly kind: 'contentful'; readonly options: ContentfulSourceOptions };

export interface ContentConfig {
  readonly source: ContentSource;
  readonly preview: boolean;
  readonly localeMap: LocaleMap;
}

/** Reads the content configuration from environment variables (see README). */
export function contentConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const preview = env['CONTENT_PREVIEW'] === 'true';
  const contentful = contentfulOptionsFromEnv(env);
  return {
    source: contentful ? { kind: 'contentful', options: contentful } : { kind: 'pack', path: env['CONTENT_PACK'] || DEFAULT_PACK },
    preview,
    localeMap: parseLocaleMap(env['CONTENT_LOCALES']),
  };
}

/** Loads and normalizes content from the configured source. */
export async function loadContent(config: ContentConfig = contentConfigFromEnv()): Promise<ContentGraph> {
  const raw = config.source.kind === 'pack' ? await loadPack(config.source.path) : await loadFromContentful(config.source.options);
  return normalizeSpace(raw, { preview: config.preview, localeMap: config.localeMap });
}

/** Human-readable lines for a list of content issues, one per offending entry and problem. */
export function formatIssues(issues: readonly ContentIssue[]): string {
  return issues
    .map((i) => `${i.severity.toUpperCase()} ${i.contentType} '${i.entryId}'${i.field ? ` field '${i.field}'` : ''}: ${i.message}`)
    .join('\n');
}

export class ContentError extends Error {
  readonly issues: readonly ContentIssue[];
  constructor(issues: readonly ContentIssue[]) {
    const errors = issues.filter((i) => i.severity === 'error');
    super(`Content has ${errors.length} error(s) that would publish broken pages:\n${formatIssues(errors)}`);
    this.issues = issues;
  }
}

/** Throws a ContentError naming every offending entry when the graph has errors. */
export function assertPublishable(graph: ContentGraph): ContentGraph {
  if (graph.issues.some((i) => i.severity === 'error')) throw new ContentError(graph.issues);
  return graph;
}

const KEY = Symbol.for('quiz.content.graph');
type Holder = { [KEY]?: Promise<ContentGraph> };

/**
 * The graph for this process, loaded once. The Astro integration loads it before the build
 * and the page modules (bundled separately by Vite) reuse it through a global, so a build
 * reads the content once.
 */
export function getContent(): Promise<ContentGraph> {
  const holder = globalThis as Holder;
  holder[KEY] ??= loadContent().then(assertPublishable);
  return holder[KEY];
}

/** Forgets the cached graph, so the next `getContent()` reads the source again. */
export function resetContent(): void {
  delete (globalThis as Holder)[KEY];
}
