import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { waitFor } from '#tests/support/publishing.ts';
import { startContentSync, type ContentSync } from './content-sync.ts';

const url = process.env['TEST_DATABASE_URL'];
const quiet = { info: () => undefined, error: () => undefined };

/** A process's content: the build it has loaded, and the build the next reload finds live. */
function fakeContent(buildId: string) {
  const state = { reloads: 0, live: buildId, buildId };
  return Object.assign(state, {
    reload() {
      state.reloads += 1;
      state.buildId = state.live;
      return Promise.resolve();
    },
  });
}

let database: Database;
const syncs: ContentSync[] = [];
beforeAll(async () => {
  database = await openDatabase({ url, dataDir: 'memory://' });
});
afterAll(async () => {
  await Promise.all(syncs.map((s) => s.close()));
  await database.close();
});

const start = async (content: ReturnType<typeof fakeContent>) => {
  const sync = await startContentSync({ url, db: database.db, content, log: quiet, retryMs: 50 });
  syncs.push(sync);
  return sync;
};

describe.runIf(url)('content sync between processes (PostgreSQL)', () => {
  it('a publish announced by one process reloads the others, not the publisher again', async () => {
    const publisher = fakeContent('v2');
    const other = fakeContent('v1');
    other.live = 'v2';
    const sync = await start(publisher);
    await start(other);
    await sync.announce('v2');
    await waitFor(() => other.buildId === 'v2', 10_000, 20);
    expect(other.reloads).toBe(1);
    expect(publisher.reloads).toBe(0);
  });

  it('reconnects after losing its connection, reloads, and hears the next publish', async () => {
    const publisher = fakeContent('v1');
    const other = fakeContent('v1');
    const sync = await start(publisher);
    await start(other);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'quiz-content-sync' and datname = current_database()`,
    );
    // A publish may have gone by while it was away: it reloads once reconnected.
    await waitFor(() => other.reloads >= 1, 10_000, 20);
    other.live = 'v3';
    const before = other.reloads;
    // The notice may reach it only once LISTEN is in place again: announce until it is heard.
    await waitFor(
      async () => {
        await sync.announce('v3');
        return other.buildId === 'v3';
      },
      10_000,
      100,
    );
    expect(other.reloads).toBeGreaterThan(before);
  });
});

describe.skipIf(url)('content sync with PGlite (one process)', () => {
  it('announcing does nothing and never fails', async () => {
    const content = fakeContent('v1');
    const sync = await start(content);
    await expect(sync.announce('v2')).resolves.toBeUndefined();
    expect(content.reloads).toBe(0);
  });
});
