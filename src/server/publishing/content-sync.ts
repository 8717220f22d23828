/**
 * Every API process serves the content of the live build. The publishing process loads its
 * own when a build goes live; the others learn of it through the database they all share: the
 * publisher NOTIFYs a channel with the live build's id, and each process LISTENs on a
 * connection of its own and, on another build than its own, reloads: the live build's content
 * snapshot from the database (live-content.ts), never the content source. A process whose
 * listening connection drops reconnects with growing pauses and reloads then, since a publish
 * may have gone by unheard. With PGlite there is one process: the publisher's own load is all
 * there is, and announcing does nothing.
 */
import { sql } from 'drizzle-orm';
import type { Client } from 'pg';
import type { Db } from '../db/client.ts';

/** The channel publishes are announced on. */
export const CONTENT_CHANNEL = 'quiz_content_published';

/** What a process serves: the build whose content is loaded, and how to load the live one (it logs what it loaded). */
export interface ReloadableContent {
  readonly buildId: string | null;
  reload(reason: string, opts?: { readonly expectNew?: boolean }): Promise<unknown>;
}

export interface ContentSyncOptions {
  /** The PostgreSQL server's URL; without it (PGlite) there is nothing to listen to. */
  readonly url: string | undefined;
  readonly db: Db;
  readonly content: ReloadableContent;
  readonly log: { info(message: string): void; error(message: string): void };
  /** The first pause before reconnecting (doubled up to 8 s: a publish during an outage is read at most that long after it). */
  readonly retryMs?: number;
}

export interface ContentSync {
  /** Tells every process listening (this one too) that build `buildId` is live; never throws. */
  announce(buildId: string): Promise<void>;
  /** Stops listening (on server close, before the pool ends). */
  close(): Promise<void>;
}

const MAX_RETRY_MS = 8_000;

/**
 * Starts listening for publishes (PostgreSQL only). Resolves once the first LISTEN is in place,
 * so a process that answers requests has not missed a publish since its content was loaded; or,
 * when the database cannot be reached, at once, listening (and reloading) once it can.
 */
export async function startContentSync(opts: ContentSyncOptions): Promise<ContentSync> {
  const url = opts.url;
  if (!url) return { announce: () => Promise.resolve(), close: () => Promise.resolve() };
  const { default: pg } = await import('pg');
  const firstRetry = opts.retryMs ?? 1000;
  let retry = firstRetry;
  let client: Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  // Reloads run one after another; a notice during a reload is handled after it.
  let reloading: Promise<void> = Promise.resolve();

  const reload = (why: string, expectNew = true) => {
    reloading = reloading.then(() =>
      opts.content.reload(why, { expectNew }).then(
        () => undefined,
        (err: unknown) =>
          opts.log.error(
            `content reload failed (${why}); the previous content stays: ${err instanceof Error ? err.message : String(err)}`,
          ),
      ),
    );
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'quiz-content-sync' });
    next.on('notification', (msg) => {
      if (msg.channel === CONTENT_CHANNEL && msg.payload !== opts.content.buildId)
        reload(`build ${msg.payload ?? ''} went live`);
    });
    // A lost connection: 'error' is followed by 'end'; reconnect from there.
    next.on('error', (err) => opts.log.error(`content listener: ${err.message}`));
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      if (!closed) schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retry = firstRetry;
  };

  const schedule = () => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        // Most often nothing was missed: finding nothing new is expected here.
        () => reload('listener reconnected', false),
        () => {
          retry = Math.min(retry * 2, MAX_RETRY_MS);
          schedule();
        },
      );
    }, retry);
  };

  try {
    await connect();
  } catch (err) {
    // The database is not there yet (it is being waited for: src/server/db/client.ts): listen once it is.
    opts.log.error(
      `content listener: cannot listen yet (${err instanceof Error ? err.message : String(err)}); trying again`,
    );
    schedule();
  }
  return {
    async announce(buildId) {
      // The build is live here whatever happens: a lost notice is logged, not a failed publish.
      await opts.db
        .execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${buildId})`)
        .catch((err: unknown) =>
          opts.log.error(`could not announce build ${buildId}: ${err instanceof Error ? err.message : String(err)}`),
        );
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
      await reloading;
    },
  };
}
