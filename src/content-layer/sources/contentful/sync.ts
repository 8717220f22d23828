/**
 * Keeps a local snapshot of a Contentful space with the Sync API, so a publish fetches only
 * what changed since the last one, once, and every reader (the content digest, the site build,
 * the API) reads that one file like a content pack. The first sync (or one for another space,
 * environment or host) is `initial`; later ones send the stored `nextSyncToken`. Locales,
 * content types and tags are not part of sync and are fetched on each call.
 *
 * Delivery API only: the Preview API's sync has no deltas (initial syncs only), so preview
 * keeps reading the whole space (`loadFromContentful`).
 */
import { createClient } from 'contentful';
import { CONTENTFUL_DEFAULTS, contentfulClientParams, type ContentfulSourceOptions } from './client.ts';
import { wrapError } from './errors.ts';
import { fetchContentTypes, fetchLocales, fetchTags } from './metadata.ts';
import { applyDelta, readSyncState, writeSnapshot, type Snapshot, type SyncDelta } from './snapshot.ts';

export { snapshotDir, SNAPSHOT_FILE } from './snapshot.ts';

export interface SyncResult {
  /** The snapshot file, in export shape (`CONTENT_PACK` for the build). */
  readonly file: string;
  readonly initial: boolean;
  /** Items changed (or added) and deleted by this sync. */
  readonly changed: number;
  readonly deleted: number;
}

const EMPTY: Snapshot = { locales: [], contentTypes: [], tags: [], entries: [], assets: [] };

/**
 * Brings the snapshot in `dir` up to date with the space and returns its file. Fails with a
 * ContentfulSourceError naming what could not be fetched; the snapshot and token then stay as
 * they were.
 */
export async function syncSnapshot(opts: ContentfulSourceOptions, dir: string): Promise<SyncResult> {
  if (opts.preview)
    throw new Error('Contentful sync: the Preview API has no delta sync; preview reads the whole space');
  const params = contentfulClientParams(opts);
  const client = createClient(params);
  const secrets = [opts.accessToken];
  const space = {
    spaceId: opts.spaceId,
    environment: params.environment ?? CONTENTFUL_DEFAULTS.environment,
    host: params.host ?? CONTENTFUL_DEFAULTS.deliveryHost,
  };
  const locales = await fetchLocales(client, secrets);
  const stored = readSyncState(dir, space);
  const [contentTypes, tags, response] = await Promise.all([
    fetchContentTypes(client, secrets),
    fetchTags(client, secrets, opts.logHandler),
    client.withoutLinkResolution
      .sync(stored ? { nextSyncToken: stored.state.nextSyncToken } : { initial: true })
      .catch((err: unknown) => {
        throw wrapError(err, stored ? 'sync (delta)' : 'sync (initial)', secrets);
      }),
  ]);
  if (!response.nextSyncToken) throw wrapError(new Error('the sync response has no nextSyncUrl'), 'sync', secrets);
  // The SDK types sync items by its own Entry/Asset shapes; with `withoutLinkResolution` they are
  // export-shaped (fields keyed by locale, links as links), as RawEntry/RawAsset describe.
  const delta = response as unknown as SyncDelta;
  const snapshot = applyDelta(stored?.snapshot ?? EMPTY, delta, { locales, contentTypes, tags });
  const file = writeSnapshot(dir, snapshot, { ...space, nextSyncToken: response.nextSyncToken });
  return {
    file,
    initial: !stored,
    changed: delta.entries.length + delta.assets.length,
    deleted: delta.deletedEntries.length + delta.deletedAssets.length,
  };
}
