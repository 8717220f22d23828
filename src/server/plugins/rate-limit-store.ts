/**
 * A rate-limit store for @fastify/rate-limit in PostgreSQL, so every API process behind a load
 * balancer counts the same attempts. One upsert per request: the counter restarts when its
 * window has passed. Counters whose window has passed are deleted now and then (`pruneRateLimits`):
 * every address and account ever limited has a row, so the table would otherwise only grow.
 */
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { must } from '#src/utils/must.ts';

/** How often a process deletes the counters whose window has passed (at its first count, then at most this often). */
export const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes the counters whose window has passed. The upsert treats such a row as absent (it starts
 * again at 1), so deleting it changes no count. It is safe beside a concurrent upsert: when another
 * transaction has just renewed a row, PostgreSQL checks `reset_at` again on the new version and
 * leaves it (tested on the PostgreSQL server with a renewal held open while the delete waits).
 */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`));
}

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

interface RouteParams {
  readonly routeInfo?: { readonly method?: string | string[]; readonly url?: string };
}

/**
 * Builds the store class for a database (the plugin instantiates it). `onPruneError` hears a
 * prune that failed (the counts are unaffected; the next prune tries again).
 */
export function postgresRateLimitStore(db: Db, onPruneError: (err: unknown) => void = () => undefined) {
  let prunedAt = -Infinity;
  /** Prunes at the first count and then at most every PRUNE_EVERY_MS, beside the request (nothing waits for it). */
  const pruneNow = () => {
    const now = performance.now();
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    pruneRateLimits(db).catch(onPruneError);
  };
  class PostgresStore {
    readonly prefix: string;
    constructor(params: RouteParams = {}) {
      const info = params.routeInfo;
      this.prefix = info?.url ? `${String(info.method)} ${info.url}|` : 'global|';
    }
    incr(key: string, cb: Callback, timeWindow: number): void {
      const k = `${this.prefix}${key}`;
      db.execute(
        sql`
        insert into rate_limits (key, count, reset_at) values (${k}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then now() + ${timeWindow} * interval '1 millisecond' else rate_limits.reset_at end
        returning count, extract(epoch from (reset_at - now())) * 1000 as ttl`,
      )
        .then((result) => {
          const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
            count: number;
            ttl: string | number;
          }[];
          const row = must(rows[0], 'the rate limit row upsert returns');
          cb(null, { current: row.count, ttl: Math.max(0, Math.round(Number(row.ttl))) });
          pruneNow();
        })
        .catch((err: unknown) => cb(err instanceof Error ? err : new Error(String(err))));
    }
    child(params: RouteParams) {
      return new PostgresStore(params);
    }
  }
  return PostgresStore;
}
