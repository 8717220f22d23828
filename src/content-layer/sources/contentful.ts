/**
 * Reads a whole Contentful space through the Content Delivery API (published content) or the
 * Content Preview API (drafts too) with the official `contentful` SDK, and returns it in the
 * export shape (`RawSpace`) that the normalizer also gets from a content pack.
 *
 * - `withAllLocales` (`locale=*`) makes `fields` come keyed by locale, exactly like an export.
 * - `withoutLinkResolution` (and `include: 0`): links stay `{sys:{type:'Link',…}}`; the
 *   normalizer resolves them locally against everything fetched here.
 * - Client settings, paging and errors live in contentful/ (docs/content-model.md, "Reading
 *   from Contentful").
 */
import { createClient } from 'contentful';
import type { RawAsset, RawEntry, RawSpace } from '../raw.ts';
import { CONTENT_TYPE_IDS } from '../schema/content-model.ts';
import { contentfulClientParams, type ContentfulSourceOptions } from './contentful/client.ts';
import { fetchLocales, fetchTags } from './contentful/metadata.ts';
import { DEFAULT_PAGE_SIZE, fetchAll, PAGE_SIZES } from './contentful/paging.ts';

export { contentfulClientParams, CONTENTFUL_DEFAULTS, type ContentfulSourceOptions } from './contentful/client.ts';
export { ContentfulSourceError } from './contentful/errors.ts';
export { contentfulOptionsFromEnv } from './contentful/env.ts';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './contentful/paging.ts';

/** Loads locales, every entry of the model's content types, all assets and tags. */
export async function loadFromContentful(opts: ContentfulSourceOptions): Promise<RawSpace> {
  const client = createClient(contentfulClientParams(opts));
  const secrets = [opts.accessToken];
  const api = client.withAllLocales.withoutLinkResolution;

  // Locales first: a cheap request that fails fast on a bad token, space or environment.
  const locales = await fetchLocales(client, secrets);

  // Once one required collection has failed the load fails: pages not yet requested are skipped
  // instead of being fetched for nothing (requests in flight finish or fail on their own).
  // Boxed, so a rejection with any value (even `undefined`) counts as a failure.
  let failure: { readonly error: unknown } | undefined;
  const required = <T>(p: Promise<T>): Promise<T> =>
    p.catch((err: unknown) => {
      failure ??= { error: err };
      throw err;
    });
  const unlessFailed = () => {
    if (failure) throw failure.error;
  };

  // Links stay links (`withoutLinkResolution`, `include: 0`); the normalizer resolves them.
  const entriesOf = (contentType: string) =>
    required(
      fetchAll<RawEntry>(
        `entries of content type '${contentType}'`,
        PAGE_SIZES[contentType] ?? DEFAULT_PAGE_SIZE,
        secrets,
        async (skip, limit) => {
          unlessFailed();
          const res = await api.getEntries({
            content_type: contentType,
            limit,
            skip,
            include: 0,
            order: ['sys.createdAt', 'sys.id'],
          });
          return { items: res.items as unknown as RawEntry[], total: res.total };
        },
      ),
    );

  const assetsP = required(
    fetchAll<RawAsset>('assets', DEFAULT_PAGE_SIZE, secrets, async (skip, limit) => {
      unlessFailed();
      const res = await api.getAssets({ limit, skip, order: ['sys.createdAt', 'sys.id'] });
      return { items: res.items as unknown as RawAsset[], total: res.total };
    }),
  );

  const tagsP = fetchTags(client, secrets, opts.logHandler);

  // All content types at once: the SDK's throttle spaces the requests (7/s by default).
  const [perType, assets, tags] = await Promise.all([Promise.all(CONTENT_TYPE_IDS.map(entriesOf)), assetsP, tagsP]);

  return {
    locales,
    entries: perType.flat(),
    assets,
    tags,
    // The API has already applied the publishing filter: the Delivery API returns published
    // content only, the Preview API returns drafts too because that is what preview is for.
    // Neither carries an export's `sys.publishedVersion`, so every entry fetched is marked
    // visible, in preview as well; otherwise a normalizer run without its preview flag would
    // drop the whole space as "drafts".
    allPublished: true,
  };
}
