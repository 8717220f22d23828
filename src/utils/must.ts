/**
 * `value`, or a thrown error naming what was missing. For a value the code guarantees but the types
 * cannot show (a regex group that always takes part in a match, a key set just before, the row an
 * `INSERT … RETURNING` gives back): a `!` would let a wrong guess run on as `undefined` and fail
 * somewhere else; this stops where the guess was made and says what was expected.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found none`);
  return value;
}
