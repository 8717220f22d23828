/**
 * The raw-driver floor of an endpoint for the API benchmark: the statements one request runs,
 * recorded at the driver while the app serves it, then replayed on the same client with the
 * same concurrency and no HTTP, Fastify or Drizzle in between. An endpoint's ratio to this
 * floor is what the API layers cost on top of the database work.
 */
import type { Db } from '../src/server/db/client.ts';

type QueryFn = (...args: unknown[]) => Promise<unknown>;
interface Recorder {
  readonly statements: unknown[][];
  stop(): void;
}

/** The driver client under a Drizzle handle (pg Pool or PGlite), with its `query`. */
function clientOf(db: Db): { query: QueryFn } {
  const client: unknown = '$client' in db ? db.$client : undefined;
  if (typeof client !== 'object' || client === null || !('query' in client) || typeof client.query !== 'function') throw new Error('no driver client');
  return client as { query: QueryFn };
}

/** Records every statement sent on `db`'s client until `stop()`. */
export function record(db: Db): Recorder {
  const client = clientOf(db);
  const original = client.query;
  const statements: unknown[][] = [];
  client.query = (...args: unknown[]) => {
    statements.push(args);
    return original.apply(client, args);
  };
  return { statements, stop: () => void (client.query = original) };
}

/** Replays `statements` in order, `connections` loops at once for `seconds`: requests (sequences) per second. */
export async function replay(db: Db, statements: readonly unknown[][], connections: number, seconds: number): Promise<number> {
  const client = clientOf(db);
  const end = Date.now() + seconds * 1000;
  let done = 0;
  const loop = async () => {
    while (Date.now() < end) {
      for (const args of statements) await client.query(...args);
      done++;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return done / seconds;
}
