/**
 * What the Sync API does not return and every Contentful read needs: locales (a cheap request
 * that fails fast on a bad token, space or environment), content types and tags.
 */
import type { createClient } from 'contentful';
import type { RawLocale, RawTag } from '../../raw.ts';
import { defaultLogHandler } from './client.ts';
import { ContentfulSourceError, wrapError } from './errors.ts';
import { DEFAULT_PAGE_SIZE, fetchAll } from './paging.ts';

export type ContentfulClient = ReturnType<typeof createClient>;

/** The environment's locales in export shape; a failure names `locales` and never the token. */
export async function fetchLocales(client: ContentfulClient, secrets: readonly string[]): Promise<RawLocale[]> {
  try {
    const res = await client.getLocales();
    return res.items.map((l) => ({
      code: l.code,
      name: l.name,
      default: l.default,
      fallbackCode: l.fallbackCode ?? null,
    }));
  } catch (err) {
    throw wrapError(err, 'locales', secrets);
  }
}

/**
 * Tags are optional metadata (older spaces, tokens without tag access): a failure is logged
 * and the content loads without tag names.
 */
export function fetchTags(
  client: ContentfulClient,
  secrets: readonly string[],
  logHandler: ((level: string, data: unknown) => void) | undefined,
): Promise<RawTag[]> {
  return fetchAll<RawTag>('tags', DEFAULT_PAGE_SIZE, secrets, async (skip, limit) => {
    const res = await client.getTags({ limit, skip });
    return { items: res.items.map((t) => ({ sys: { id: t.sys.id }, name: t.name })), total: res.total };
  }).catch((err: unknown): RawTag[] => {
    if (!(err instanceof ContentfulSourceError)) throw err;
    (logHandler ?? defaultLogHandler)('warning', `Contentful tags not loaded: ${err.message}`);
    return [];
  });
}

/**
 * The content types, as an export lists them (the pack validator reads them). One request: the
 * SDK's query type has no paging, and the API's first 100 hold the model's handful of types.
 */
export async function fetchContentTypes(client: ContentfulClient, secrets: readonly string[]): Promise<unknown[]> {
  try {
    return (await client.getContentTypes()).items;
  } catch (err) {
    throw wrapError(err, 'content types', secrets);
  }
}
