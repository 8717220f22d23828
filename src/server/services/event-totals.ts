/**
 * The row of an event's totals (`event_totals`) must exist before the statement that stores an
 * answer at the event locks it (answer-write.ts): a row that statement inserted itself would be
 * invisible to its own lock, and two first participants at once could take the same number.
 * Rows are never deleted, so each process inserts an event's row once (then remembers it).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { compile, runCompiled } from '../db/raw.ts';

const ENSURE = compile(
  'event_totals_ensure',
  sql`insert into event_totals (event_code) values (${sql.placeholder('code')}::text) on conflict do nothing`,
);

/** The event codes whose row each database handle has seen. */
const known = new WeakMap<Db, Set<string>>();

/** Makes sure the totals row of `code` (lower case) exists. */
export async function ensureEventTotals(db: Db, code: string): Promise<void> {
  const seen = known.get(db) ?? new Set<string>();
  known.set(db, seen);
  if (seen.has(code)) return;
  await runCompiled(db, ENSURE, { code });
  seen.add(code);
}
