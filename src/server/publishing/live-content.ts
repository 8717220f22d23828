/**
 * The content an API process serves: the live build's, loaded from its snapshot in the database
 * (content-snapshots.ts), never straight from the content source once a build is recorded live.
 * Why: the source can hold an edit whose publish failed (a duplicate slug, say); a reload that
 * read it would answer for questions the live site does not show, disagree with the other
 * processes, and stay so. A reload (SIGHUP, or the notice that a build went live) therefore
 * loads the live build's snapshot, logs at info which build's content it loaded, and warns when
 * it finds nothing new. Only before any build was recorded (API processes beside a site built
 * elsewhere) does a reload read the source.
 */
import type { ContentGraph } from '../../domain/model.ts';
import type { RawSpace } from '../../content-layer/raw.ts';
import { indexContent, type ContentIndex } from '../../domain/content-index.ts';
import { siteDigest } from '../../content-layer/site-digest.ts';
import type { Db } from '../db/client.ts';
import type { PublishingContent } from './content-source.ts';
import {
  liveSnapshotId,
  markLive,
  readSnapshot,
  recordLiveSnapshot,
  type ContentSnapshot,
} from './content-snapshots.ts';

export interface ContentHolder {
  /** The loaded content's look-ups. */
  readonly index: ContentIndex;
  /** The build whose snapshot is loaded; null when the content came from the source or was handed in. */
  readonly buildId: string | null;
  /**
   * Loads the live build's content when another build is live than the one loaded. Never
   * throws: a failure is logged and the loaded content stays. `expectNew: false` (a listener
   * that reconnected and checks in case it missed a notice) logs finding nothing at info.
   */
  reload(reason: string, opts?: { readonly expectNew?: boolean }): Promise<'loaded' | 'unchanged' | 'failed'>;
}

export interface LiveContent extends ContentHolder {
  /** The publisher's part: records a build's content as live (throws when it cannot) and serves it here. */
  goLive(snapshot: ContentSnapshot, graph: ContentGraph): Promise<void>;
}

export interface LiveContentLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface LiveContentOptions {
  readonly db: Db;
  /** The content source, opened on first use: a process that finds a snapshot never reads (or syncs) it. */
  readonly source: () => Promise<PublishingContent>;
  /** Normalizes raw content with this server's content settings (a snapshot is raw content). */
  readonly normalize: (raw: RawSpace) => ContentGraph;
  readonly log: LiveContentLog;
}

/**
 * What a process starts with: content handed in (tests, tools), the live build's (an API
 * process), or the build this site server serves (`buildId` and the site digest it recorded,
 * from `builds/meta/<id>.json`; '' and null for a site without build metadata).
 */
export type ContentStart =
  | { readonly kind: 'given'; readonly graph: ContentGraph }
  | { readonly kind: 'live' }
  | { readonly kind: 'served'; readonly buildId: string; readonly siteDigest: string | null };

export interface StartedContent {
  readonly content: LiveContent;
  /** A build this start made live in the database: the other processes should be told. */
  readonly madeLive: string | null;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Opens the process's content as `start` says (see ContentStart). */
export async function startLiveContent(opts: LiveContentOptions, start: ContentStart): Promise<StartedContent> {
  const { db, log, normalize } = opts;
  let opened: Promise<PublishingContent> | null = null;
  const source = () => (opened ??= opts.source());
  let madeLive: string | null = null;

  const fromSource = async (): Promise<ContentGraph> => (await source()).load();
  /** The start's content and the build it belongs to. */
  const first = async (): Promise<{ graph: ContentGraph; buildId: string | null }> => {
    if (start.kind === 'given') return { graph: start.graph, buildId: null };
    if (start.kind === 'served') {
      // A site without build metadata (a stand-in dist/): its content is the source's.
      if (!start.buildId) return { graph: await fromSource(), buildId: null };
      const { buildId, siteDigest: built } = start;
      return served(buildId, built).catch(async (err: unknown) => {
        log.warn(
          `could not read or record build ${buildId}'s content snapshot; reading the content source: ${messageOf(err)}`,
        );
        return { graph: await fromSource(), buildId: null };
      });
    }
    // The live build's snapshot when the database has one; a database that does not answer yet
    // leaves the source (the content listener reloads once it reconnects).
    const snapshot = await liveSnapshotId(db)
      .then((live) => (live ? readSnapshot(db, live) : null))
      .catch((err: unknown) => {
        log.warn(`could not read the live build's content snapshot; reading the content source: ${messageOf(err)}`);
      });
    if (snapshot) {
      log.info(`content of build ${snapshot.buildId} loaded (start)`);
      return { graph: normalize(snapshot.raw), buildId: snapshot.buildId };
    }
    log.info('content loaded from the content source (start; no build recorded live yet)');
    return { graph: await fromSource(), buildId: null };
  };

  /** The site server's start: the served build's snapshot, else the source when it is what that build shows (then recorded). */
  const served = async (
    buildId: string,
    builtDigest: string | null,
  ): Promise<{ graph: ContentGraph; buildId: string | null }> => {
    const before = await liveSnapshotId(db);
    const kept = await readSnapshot(db, buildId);
    if (kept) {
      if (before !== buildId && (await markLive(db, buildId))) madeLive = buildId;
      log.info(`content of build ${buildId} loaded (start)`);
      return { graph: normalize(kept.raw), buildId };
    }
    const reader = await source();
    const raw = await reader.read();
    const graph = normalize(raw);
    const digest = siteDigest(graph);
    if (builtDigest && builtDigest !== digest) {
      log.warn(
        `the content source differs from the served build ${buildId} (site digest ${digest}, the build's ${builtDigest}): the API serves the source's content until a publish succeeds`,
      );
      return { graph, buildId: null };
    }
    await recordLiveSnapshot(db, { buildId, siteDigest: digest, raw });
    madeLive = buildId;
    log.info(`content of build ${buildId} loaded (start, recorded from the content source)`);
    return { graph, buildId };
  };

  const initial = await first();
  let index = indexContent(initial.graph);
  let buildId = initial.buildId;
  // Reloads and publishes run one after another: a notice during a reload is handled after it,
  // and a reload that read the live id before a publish cannot overwrite the published content.
  let queue: Promise<unknown> = Promise.resolve();
  const queued = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run);
    queue = next.catch(() => undefined);
    return next;
  };

  const unchanged = (reason: string, expectNew: boolean, what: string): 'unchanged' => {
    const message = `reload (${reason}) found nothing new: ${what}`;
    if (expectNew)
      log.warn(`${message}; edits reach the API when their publish succeeds (GET /hooks/status reports failures)`);
    else log.info(message);
    return 'unchanged';
  };

  const reloadOnce = async (reason: string, expectNew: boolean): Promise<'loaded' | 'unchanged' | 'failed'> => {
    try {
      const live = await liveSnapshotId(db);
      if (live === null) {
        // No build recorded live (a site built elsewhere): the source is all there is.
        const graph = await (await source()).refresh().then(fromSource);
        if (buildId === null && graph.digest === index.graph.digest)
          return unchanged(reason, expectNew, `the content source is as loaded (${graph.digest})`);
        index = indexContent(graph);
        buildId = null;
        log.info(`content loaded from the content source (${reason}; no build recorded live): ${graph.digest}`);
        return 'loaded';
      }
      if (live === buildId) return unchanged(reason, expectNew, `build ${live}'s content is loaded and still live`);
      const snapshot = await readSnapshot(db, live);
      if (!snapshot) throw new Error(`build ${live}'s content snapshot is gone`);
      index = indexContent(normalize(snapshot.raw));
      buildId = snapshot.buildId;
      log.info(`content of build ${buildId} loaded (${reason})`);
      return 'loaded';
    } catch (err) {
      log.error(
        `content reload (${reason}) failed; the content of ${buildId ? `build ${buildId}` : 'the start'} stays: ${messageOf(err)}`,
      );
      return 'failed';
    }
  };

  const content: LiveContent = {
    get index() {
      return index;
    },
    get buildId() {
      return buildId;
    },
    reload(reason, { expectNew = true } = {}) {
      return queued(() => reloadOnce(reason, expectNew));
    },
    goLive(snapshot, graph) {
      return queued(async () => {
        await recordLiveSnapshot(db, snapshot);
        index = indexContent(graph);
        buildId = snapshot.buildId;
        log.info(`content of build ${buildId} loaded (published here)`);
      });
    },
  };
  return { content, madeLive };
}
