/**
 * Where a server's content comes from when it publishes. From the Delivery API the content is
 * kept as a local snapshot with the Sync API (src/content-layer/sources/contentful/sync.ts):
 * `refresh()` fetches what changed since the last publish, once, and the content digest and the
 * build child process (as `CONTENT_PACK`) read that one file. A pack and the Preview API (whose
 * sync has no deltas) are read as they are, and `refresh()` does nothing. What a publish read
 * becomes the build's content snapshot (content-snapshots.ts), which API reloads load instead
 * of the source.
 */
import { loadRawContent, normalizeContent, type ContentConfig } from '../../content-layer/index.ts';
import type { RawSpace } from '../../content-layer/raw.ts';
import type { ContentGraph } from '../../domain/model.ts';

export interface PublishingContent {
  /** Fetches the changes since the last refresh (Contentful sync only); one at a time. */
  refresh(): Promise<void>;
  /** Reads the content as the last refresh left it, raw (what a build's content snapshot keeps). */
  read(): Promise<RawSpace>;
  /** Normalizes raw content with this server's content settings (preview, locales). */
  normalize(raw: RawSpace): ContentGraph;
  /** Reads and normalizes the content as the last refresh left it. */
  load(): Promise<ContentGraph>;
  /** Variables for the build child process, so it reads the same content. */
  readonly buildEnv: Readonly<Record<string, string>>;
}

/**
 * The content source of a server whose data lives in `dataDir`. With Contentful (not preview)
 * the first sync runs here, so the server starts with a snapshot to read.
 */
export async function publishingContent(config: ContentConfig, dataDir: string): Promise<PublishingContent> {
  const source = config.source;
  const normalize = (raw: RawSpace) => normalizeContent(raw, config);
  const reading = (read: () => Promise<RawSpace>) => ({ read, normalize, load: async () => normalize(await read()) });
  if (source.kind !== 'contentful' || config.preview) {
    return { refresh: () => Promise.resolve(), ...reading(() => loadRawContent(config)), buildEnv: {} };
  }
  const { contentfulOptionsFromEnv } = await import('../../content-layer/sources/contentful.ts');
  const { snapshotDir, syncSnapshot } = await import('../../content-layer/sources/contentful/sync.ts');
  const options = source.options ?? contentfulOptionsFromEnv(source.env ?? process.env);
  if (!options) throw new Error('Contentful is selected but CONTENTFUL_SPACE_ID is not set');
  const dir = snapshotDir(dataDir);
  const file = (await syncSnapshot(options, dir)).file;
  const snapshot: ContentConfig = { ...config, source: { kind: 'pack', path: file } };
  // Refreshes queue up: two syncs must not write the snapshot at once.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    refresh() {
      const next = queue.then(() => syncSnapshot(options, dir));
      queue = next.catch(() => undefined);
      return next.then(() => undefined);
    },
    ...reading(() => loadRawContent(snapshot)),
    // An empty CONTENTFUL_SPACE_ID makes the build read the pack (contentConfigFromEnv).
    buildEnv: { CONTENT_PACK: file, CONTENTFUL_SPACE_ID: '' },
  };
}
