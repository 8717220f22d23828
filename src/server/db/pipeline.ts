/**
 * One pipelined connection per process for the hot single statements of src/server/db/raw.ts
 * (the answer save, the user lookup, progress and share reads). node-postgres's `pipeline` mode
 * sends each statement without waiting for the ones before it, each still its own implicit
 * transaction (Parse, Bind, Execute, Sync), so one busy backend runs them back to back instead
 * of a pool of backends that each sleep and wake per statement. On the 2-core benchmark machine
 * that about doubled `POST /v1/user_answers` on PostgreSQL (the figures: docs/decisions.md).
 *
 * What a shared connection must not do is make every statement behind one wait for a lock:
 * it runs with a short `lock_timeout`, and a statement that hits it (SQLSTATE 55P03) has done
 * nothing (its transaction rolled back) and runs again on the pool, where it may wait as long
 * as it needs. A connection that fails is dropped, and the next statement opens a new one;
 * statements in flight on it fail as they would on a pool connection that died.
 */
import pg from 'pg';

const LOCK_NOT_AVAILABLE = '55P03';

export interface PipelineOptions {
  /** How long a statement may wait for a lock before it moves to the pool (ms, default 1,000). */
  readonly lockTimeoutMs?: number;
}

export class StatementPipeline {
  #client: pg.Client | null = null;
  #connecting: Promise<pg.Client> | null = null;
  #closed = false;
  readonly #config: pg.ClientConfig;
  readonly #pool: pg.Pool;
  readonly #lockTimeoutMs: number;

  /** `config` opens the pipelined connection; `pool` runs what waited too long for a lock. */
  constructor(config: pg.ClientConfig, pool: pg.Pool, opts: PipelineOptions = {}) {
    this.#config = config;
    this.#pool = pool;
    this.#lockTimeoutMs = opts.lockTimeoutMs ?? 1000;
  }

  /** Runs one statement on the pipelined connection (the pool when it waited too long for a lock). */
  async query<R extends pg.QueryResultRow>(statement: pg.QueryConfig): Promise<pg.QueryResult<R>> {
    const client = this.#client ?? (await this.#connect());
    try {
      return await client.query<R>(statement);
    } catch (err) {
      if ((err as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return this.#pool.query<R>(statement);
      throw err;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = this.#client ?? (await this.#connecting?.catch(() => null));
    this.#client = null;
    await client?.end();
  }

  #connect(): Promise<pg.Client> {
    if (this.#closed) return Promise.reject(new Error('the statement pipeline is closed'));
    this.#connecting ??= (async () => {
      const client = new pg.Client({ ...this.#config, pipeline: true });
      const drop = () => {
        if (this.#client === client) this.#client = null;
      };
      // An idle connection's failure is reported here; without a listener it would end the process.
      client.on('error', drop);
      client.on('end', drop);
      try {
        await client.connect();
        await client.query(`set lock_timeout = ${Math.round(this.#lockTimeoutMs)}`);
      } catch (err) {
        client.end().catch(() => {});
        throw err;
      }
      this.#client = client;
      return client;
    })().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }
}
