/**
 * The local copy of a Contentful space that the Sync API keeps up to date: an export-shaped
 * file (`snapshot.json`, read like any content pack) and the sync token that asks Contentful
 * for what changed since (`sync-state.json`), both in one folder under DATA_DIR.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RawAsset, RawEntry, RawSpace } from '../../raw.ts';

export const SNAPSHOT_FILE = 'snapshot.json';
const STATE_FILE = 'sync-state.json';

/** The export-shaped content of the snapshot file: a raw space with every part present. */
export type Snapshot = Required<Pick<RawSpace, 'locales' | 'contentTypes' | 'tags' | 'entries' | 'assets'>>;

/** Which space a token belongs to: a token of another space or environment is never reused. */
export interface SyncState {
  readonly spaceId: string;
  readonly environment: string;
  readonly host: string;
  readonly nextSyncToken: string;
}

/** What one sync call returned (the SDK's `SyncCollection`, links left unresolved). */
export interface SyncDelta {
  readonly entries: readonly RawEntry[];
  readonly assets: readonly RawAsset[];
  readonly deletedEntries: readonly { readonly sys: { readonly id: string } }[];
  readonly deletedAssets: readonly { readonly sys: { readonly id: string } }[];
}

/** The folder of the Contentful snapshot in a server's DATA_DIR. */
export function snapshotDir(dataDir: string): string {
  return join(dataDir, 'contentful');
}

/**
 * Items from the Delivery API are published by definition but carry no export
 * `publishedVersion`; the snapshot records their revision there, so the pack reader and the
 * validator count them as published.
 */
function published<T extends RawEntry | RawAsset>(item: T): T {
  const revision = (item.sys as { revision?: unknown }).revision;
  return { ...item, sys: { ...item.sys, publishedVersion: typeof revision === 'number' ? revision : 1 } };
}

/** Items after a sync: changed ones replaced in place, new ones appended, deleted ones gone. */
function merge<T extends RawEntry | RawAsset>(
  items: readonly T[],
  changed: readonly T[],
  deleted: readonly { readonly sys: { readonly id: string } }[],
): T[] {
  const byId = new Map(items.map((i) => [i.sys.id, i]));
  for (const item of changed) byId.set(item.sys.id, published(item));
  for (const gone of deleted) byId.delete(gone.sys.id);
  return [...byId.values()];
}

/** The snapshot with a sync's changes and deletions applied (upserts and deletes are idempotent). */
export function applyDelta(
  base: Snapshot,
  delta: SyncDelta,
  meta: Pick<Snapshot, 'locales' | 'contentTypes' | 'tags'>,
): Snapshot {
  return {
    ...meta,
    entries: merge(base.entries, delta.entries, delta.deletedEntries),
    assets: merge(base.assets, delta.assets, delta.deletedAssets),
  };
}

/** The stored token, if it belongs to this space, environment and host and its snapshot exists. */
export function readSyncState(
  dir: string,
  expected: Omit<SyncState, 'nextSyncToken'>,
): { state: SyncState; snapshot: Snapshot } | null {
  try {
    const state = JSON.parse(readFileSync(join(dir, STATE_FILE), 'utf8')) as Partial<SyncState>;
    if (
      state.spaceId !== expected.spaceId ||
      state.environment !== expected.environment ||
      state.host !== expected.host ||
      typeof state.nextSyncToken !== 'string'
    )
      return null;
    const snapshot = JSON.parse(readFileSync(join(dir, SNAPSHOT_FILE), 'utf8')) as Snapshot;
    return { state: { ...expected, nextSyncToken: state.nextSyncToken }, snapshot };
  } catch {
    // Expected on the first sync or after the folder was removed: an initial sync follows.
    return null;
  }
}

function writeAtomically(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/**
 * Writes the snapshot, then its token. A crash between the two leaves the older token, whose
 * delta is applied again on the next sync: harmless, since applying a delta twice changes nothing.
 */
export function writeSnapshot(dir: string, snapshot: Snapshot, state: SyncState): string {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  const file = join(dir, SNAPSHOT_FILE);
  writeAtomically(file, JSON.stringify(snapshot));
  writeAtomically(join(dir, STATE_FILE), JSON.stringify(state));
  return file;
}
