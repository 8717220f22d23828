/**
 * The content each live build was made from, kept in the database every API process shares.
 * Why: a reload (SIGHUP, or the notice that a build went live) must load what the live site
 * shows. Reading the content source again would load whatever it holds now, an edit whose
 * publish failed included, and on another machine the source may not even be the same file.
 * A snapshot is the raw export (gzipped JSON, `RawSpace` as the source read it) and the site
 * digest of what it normalizes to; the row made live last is the live build's. The live one and
 * the one before it are kept (a rollback's), older ones are pruned when a build goes live.
 */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentSnapshots } from '../db/schema.ts';
import type { RawSpace } from '../../content-layer/raw.ts';

const zip = promisify(gzip);
const unzip = promisify(gunzip);

/** How many snapshots are kept: the live build's and the one live before it. */
export const KEEP_SNAPSHOTS = 2;

/** A build's content as the publisher read it. */
export interface ContentSnapshot {
  readonly buildId: string;
  readonly siteDigest: string;
  readonly raw: RawSpace;
}

/**
 * Records `snapshot` as the live build's content (a build already recorded is made live again)
 * and prunes all but the newest `KEEP_SNAPSHOTS`. Throws when the database cannot take it: the
 * publisher then leaves the previous build live.
 */
export async function recordLiveSnapshot(db: Db, snapshot: ContentSnapshot): Promise<void> {
  const content = await zip(JSON.stringify(snapshot.raw));
  const liveAt = sql`clock_timestamp()`;
  await db
    .insert(contentSnapshots)
    .values({ buildId: snapshot.buildId, siteDigest: snapshot.siteDigest, content, liveAt })
    .onConflictDoUpdate({ target: contentSnapshots.buildId, set: { liveAt } });
  const kept = await db
    .select({ buildId: contentSnapshots.buildId })
    .from(contentSnapshots)
    .orderBy(desc(contentSnapshots.liveAt))
    .limit(KEEP_SNAPSHOTS);
  await db.delete(contentSnapshots).where(
    notInArray(
      contentSnapshots.buildId,
      kept.map((k) => k.buildId),
    ),
  );
}

/** Makes an already recorded build's snapshot the live one again; false when there is none. */
export async function markLive(db: Db, buildId: string): Promise<boolean> {
  const rows = await db
    .update(contentSnapshots)
    .set({ liveAt: sql`clock_timestamp()` })
    .where(eq(contentSnapshots.buildId, buildId))
    .returning({ buildId: contentSnapshots.buildId });
  return rows.length > 0;
}

/** The live build's id (the snapshot made live last), or null before any build was recorded. */
export async function liveSnapshotId(db: Db): Promise<string | null> {
  const rows = await db
    .select({ buildId: contentSnapshots.buildId })
    .from(contentSnapshots)
    .orderBy(desc(contentSnapshots.liveAt))
    .limit(1);
  return rows[0]?.buildId ?? null;
}

/** The snapshot of build `buildId`, or null when none is kept. */
export async function readSnapshot(db: Db, buildId: string): Promise<ContentSnapshot | null> {
  const rows = await db.select().from(contentSnapshots).where(eq(contentSnapshots.buildId, buildId));
  const row = rows[0];
  if (!row) return null;
  const raw = JSON.parse((await unzip(row.content)).toString('utf8')) as RawSpace;
  return { buildId: row.buildId, siteDigest: row.siteDigest, raw };
}
