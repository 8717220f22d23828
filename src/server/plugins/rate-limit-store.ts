/**
 * A rate-limit store for @fastify/rate-limit in PostgreSQL, so every API process behind a load
 * balancer counts the same attempts. One upsert per request: the counter restarts when its
 * window has passed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { must } from '#src/utils/must.ts';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

interface RouteParams {
  readonly routeInfo?: { readonly method?: string | string[]; readonly url?: string };
}

/** Builds the store class for a database (the plugin instantiates it). */
export function postgresRateLimitStore(db: Db) {
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
        })
        .catch((err: unknown) => cb(err instanceof Error ? err : new Error(String(err))));
    }
    child(params: RouteParams) {
      return new PostgresStore(params);
    }
  }
  return PostgresStore;
}
