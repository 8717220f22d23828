/**
 * The content layer's front door: one call yields the whole visible content graph, from the
 * embedded content pack (default), another pack (`CONTENT_PACK`) or Contentful
 * (`CONTENTFUL_SPACE_ID` …). The site build and the API both use it.
 */
import { fileURLToPath } from 'node:url';
import { normalizeSpace } from './normalize.ts';
import { siteDigest } from './site-digest.ts';
import { parseLocaleMap, type LocaleMap } from './locales.ts';
import { loadPack } from './sources/pack.ts';
import type { ContentfulSourceOptions } from './sources/contentful.ts';
import type { RawSpace } from './raw.ts';
import type { ContentGraph, ContentIssue } from '../domain/model.ts';

export type { ContentGraph, ContentIssue } from '../domain/model.ts';

/** The embedded sample pack that ships with the project. */
export const DEFAULT_PACK = fileURLToPath(new URL('../../content-pack/export.json', import.meta.url));

export type ContentSource =
  | { readonly kind: 'pack'; readonly path: string }
  /** Contentful: explicit options, or read from the environment when the SDK module loads. */
  | { readonly kind: 'contentful'; readonly options?: ContentfulSourceOptions; readonly env?: NodeJS.ProcessEnv };

export interface ContentConfig {
  readonly source: ContentSource;
  readonly preview: boolean;
  readonly localeMap: LocaleMap;
}

/** Reads the content configuration from environment variables (see docs/architecture.md, "Content"). */
export function contentConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const preview = env['CONTENT_PREVIEW'] === 'true';
  return {
    source: env['CONTENTFUL_SPACE_ID']
      ? { kind: 'contentful', env }
      : { kind: 'pack', path: env['CONTENT_PACK'] || DEFAULT_PACK },
    preview,
    localeMap: parseLocaleMap(env['CONTENT_LOCALES']),
  };
}

/** Loads and normalizes content from the configured source. */
export async function loadContent(config: ContentConfig = contentConfigFromEnv()): Promise<ContentGraph> {
  return normalizeContent(await loadRawContent(config), config);
}

/** Reads the configured source as it is, before normalizing (what a publish's content snapshot keeps). */
export function loadRawContent(config: ContentConfig): Promise<RawSpace> {
  const source = config.source;
  return source.kind === 'pack' ? loadPack(source.path) : loadContentful(source);
}

/** Normalizes raw content with the configuration's preview flag and locales. */
export function normalizeContent(raw: RawSpace, config: ContentConfig): ContentGraph {
  return normalizeSpace(raw, { preview: config.preview, localeMap: config.localeMap });
}

/** Loads the Contentful SDK only when Contentful is the source, so pack builds never pay for it. */
async function loadContentful(source: Extract<ContentSource, { kind: 'contentful' }>) {
  const { contentfulOptionsFromEnv, loadFromContentful } = await import('./sources/contentful.ts');
  const options = source.options ?? contentfulOptionsFromEnv(source.env ?? process.env);
  if (!options) throw new Error('Contentful is selected but CONTENTFUL_SPACE_ID is not set');
  return loadFromContentful(options);
}

/** Human-readable lines for a list of content issues, one per offending entry and problem. */
export function formatIssues(issues: readonly ContentIssue[]): string {
  return issues
    .map(
      (i) =>
        `${i.severity.toUpperCase()} ${i.contentType} '${i.entryId}'${i.field ? ` field '${i.field}'` : ''}: ${i.message}`,
    )
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

/**
 * The graph without who organizes what: the site build serializes its graph into pages, search
 * records and files under dist/, and organizers' email addresses must reach none of them
 * (issue 23). Only the API, which normalizes on its own, reads them.
 */
export function withoutOrganizers(graph: ContentGraph): ContentGraph {
  return {
    ...graph,
    events: graph.events.map((e) => ({ ...e, organizers: [] })),
    groups: graph.groups.map((g) => ({ ...g, organizers: [] })),
  };
}

/** The checked graph, organizers included, and the site's copy of it: loaded once for the build steps of this process. */
let full: Promise<ContentGraph> | undefined;
let site: Promise<ContentGraph> | undefined;
const loadFull = () => (full ??= loadContent().then(assertPublishable));

/**
 * The graph for this process, loaded once and checked: the site build fails with every
 * offending entry named. Organizers are left out (`withoutOrganizers`). Pages read it through `virtual:quiz/content` (content-module.ts).
 */
export function loadSiteContent(): Promise<ContentGraph> {
  return (site ??= loadFull().then(withoutOrganizers));
}

/**
 * The site digest of the content this build loaded, organizers included (what the publisher
 * compares with the content it read): who organizes an event changes no page, but the change
 * must still go live, since the API reads it from the published content.
 */
export async function loadedSiteDigest(): Promise<string> {
  return siteDigest(await loadFull());
}

/** Forgets the cached graph, so the next `loadSiteContent()` reads the source again. */
export function resetContent(): void {
  full = undefined;
  site = undefined;
}
