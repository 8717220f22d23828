/**
 * A table's row from the raw driver's row (src/server/db/raw.ts), read by the table's own
 * Drizzle columns: their SQL names and their driver mappings (an int8 sent as a string becomes
 * a number, a timestamp a Date). The hot statements that skip Drizzle's query building thereby
 * keep one definition of each record, the table in schema.ts, instead of a mapping of their own.
 */
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';
import type { RawRow } from './raw.ts';

/**
 * The row of `table` in `raw` (columns under their SQL names, as `select *` or `returning *`
 * gives them), as Drizzle's own queries would give it; a missing column reads as null.
 */
export function rowFromRaw<T extends Table>(table: T, raw: RawRow): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  // Every column of the table was read just above, each by its own mapping.
  return row as InferSelectModel<T>;
}
