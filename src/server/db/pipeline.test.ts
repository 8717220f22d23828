/**
 * The pipelined connection on a real PostgreSQL server (the `postgres` project; skipped on
 * PGlite, which has no connections): statements sent together keep their own results and
 * transactions, a lock wait moves to the pool instead of holding up the statements behind it,
 * and a connection that dies is replaced.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementPipeline } from './pipeline.ts';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('StatementPipeline (PostgreSQL)', () => {
  let pool: pg.Pool;
  let pipeline: StatementPipeline;
  const table = `pipeline_test_${process.pid}`;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 3 });
    pipeline = new StatementPipeline({ connectionString: url }, pool, { lockTimeoutMs: 200 });
    await pool.query(`create table ${table} (id int primary key, v int not null)`);
    await pool.query(`insert into ${table} values (1, 0)`);
  });
  afterAll(async () => {
    await pipeline.close();
    await pool.query(`drop table if exists ${table}`);
    await pool.end();
  });

  it('gives each of many statements sent at once its own result, and a failure only to its own', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        pipeline.query<{ n: number }>({
          name: 'pipeline_n',
          text: 'select 10 / $1::int as n',
          values: [i % 20 === 7 ? 0 : i + 1],
        }),
      ),
    );
    results.forEach((r, i) => {
      if (i % 20 === 7)
        expect(r.status === 'rejected' && (r.reason as { code?: string }).code).toBe('22012'); // division by zero
      else expect(r.status === 'fulfilled' && r.value.rows[0]!.n).toBe(Math.trunc(10 / (i + 1)));
    });
  });

  it('commits each statement on its own: a failing one rolls back only itself', async () => {
    const results = await Promise.allSettled([
      pipeline.query({ text: `update ${table} set v = v + 1 where id = 1` }),
      pipeline.query({ text: `update ${table} set v = v + 1 / 0 where id = 1` }),
      pipeline.query({ text: `update ${table} set v = v + 1 where id = 1` }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const { rows } = await pool.query<{ v: number }>(`select v from ${table} where id = 1`);
    expect(rows[0]!.v).toBe(2);
  });

  it('moves a statement that waits on a lock to the pool, so the ones behind it go on', async () => {
    const holder = await pool.connect();
    try {
      await holder.query('begin');
      await holder.query(`select * from ${table} where id = 1 for update`);
      let lockedDone = false;
      const locked = pipeline
        .query({ text: `update ${table} set v = v + 10 where id = 1` })
        .finally(() => (lockedDone = true));
      const behind = await pipeline.query<{ one: number }>({ text: 'select 1 as one' });
      // It waited for the lock timeout (200 ms), not for the holder, which is still holding it.
      expect(behind.rows[0]!.one).toBe(1);
      // The locked statement now waits on the pool for the holder's lock.
      await expect
        .poll(
          async () =>
            (
              await pool.query<{ n: number }>(
                `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'update ${table} set v = v + 10%'`,
              )
            ).rows[0]!.n,
          { timeout: 10_000 },
        )
        .toBe(1);
      expect(lockedDone).toBe(false);
      await holder.query('commit');
      // The locked statement, run again on the pool, finished once the holder committed, exactly once.
      await locked;
      const { rows } = await pool.query<{ v: number }>(`select v from ${table} where id = 1`);
      expect(rows[0]!.v).toBe(12);
    } finally {
      holder.release();
    }
  });

  it('opens a new connection after its connection died', async () => {
    const backendPid = async () =>
      (await pipeline.query<{ pid: number }>({ text: 'select pg_backend_pid() as pid' })).rows[0]!.pid;
    const pid = await backendPid();
    await pool.query('select pg_terminate_backend($1)', [pid]);
    // The termination reaches the client as an error or an end; statements after it get a new connection.
    await expect.poll(async () => backendPid().catch(() => pid), { timeout: 5000 }).not.toBe(pid);
    const { rows } = await pipeline.query<{ one: number }>({ text: 'select 1 as one' });
    expect(rows[0]!.one).toBe(1);
  });
});
