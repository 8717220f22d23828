/**
 * The raw-driver floor of an endpoint for the API benchmark: the statements one request runs,
 * recorded at the driver while the app serves it, then replayed with the same concurrency and
 * no HTTP, Fastify or Drizzle in between: on the clients the app sent them to (the pool, the
 * pipelined connection: src/server/db/pipeline.ts), and all on the handle's own client (the pool
 * or PGlite). The floor is the faster of the two, so a driver mode the app uses cannot flatter
 * the ratio. An endpoint's ratio to this floor is what the API layers cost on top of the
 * database work.
 */
import type { Db } from '../src/server/db/client.ts';
import { driverClientsOf, type DriverClient } from '../src/server/db/raw.ts';
import { must } from '#src/utils/must.ts';

/** A statement as the app sent it: the client it went through, and the driver call's arguments. */
export interface RecordedStatement {
  readonly client: DriverClient;
  readonly args: unknown[];
}
interface Recorder {
  readonly statements: RecordedStatement[];
  stop(): void;
}

/** Records every statement sent on `db`'s driver clients until `stop()`. */
export function record(db: Db): Recorder {
  const statements: RecordedStatement[] = [];
  const restores = driverClientsOf(db).map((client) => {
    // False positive: the original is called with its client (`apply` below) and put back as it was.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const original = client.query;
    client.query = (...args: unknown[]) => {
      statements.push({ client, args });
      return original.apply(client, args);
    };
    return () => void (client.query = original);
  });
  return { statements, stop: () => restores.forEach((restore) => restore()) };
}

/**
 * Replays `statements` in order, `connections` loops at once for `seconds`: sequences per second.
 * `via` sends them all through that client instead of the ones they were recorded on.
 */
export async function replay(
  statements: readonly RecordedStatement[],
  connections: number,
  seconds: number,
  via?: DriverClient,
): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  const loop = async () => {
    while (Date.now() < end) {
      for (const s of statements) await (via ?? s.client).query(...s.args);
      done++;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return done / seconds;
}

/** The floor: the faster of replaying on the recorded clients and on the handle's own client (warm-up first). */
export async function floor(
  db: Db,
  statements: readonly RecordedStatement[],
  connections: number,
  seconds: number,
  warmup: number,
): Promise<number> {
  const own = must(driverClientsOf(db)[0], "the database's own driver client");
  const ways = statements.some((s) => s.client !== own) ? [undefined, own] : [undefined];
  let best = 0;
  for (const via of ways) {
    if (warmup > 0) await replay(statements, connections, warmup, via);
    best = Math.max(best, await replay(statements, connections, seconds, via));
  }
  return best;
}
