/**
 * Unique violations as 409 answers. Two requests that race to create the same thing (a double
 * click on "Sign up", two devices, an offline queue replaying) both pass any check made before
 * the write; the database's unique constraint decides, and the loser's error arrives here. One
 * table maps the constraint to the message key (and field) the client shows, so no route needs
 * its own try/catch.
 */
import { conflict, type DomainError } from '../services/errors.ts';

/** PostgreSQL's SQLSTATE for unique_violation. */
const UNIQUE_VIOLATION = '23505';

interface Conflict {
  readonly message: string;
  readonly errors?: Readonly<Record<string, string>>;
}

/** Constraint name (see src/server/db/schema.ts) → the answer. */
const BY_CONSTRAINT: Readonly<Record<string, Conflict>> = {
  users_email_key: { message: 'error.validation', errors: { email: 'validation.emailTaken' } },
  users_pkey: { message: 'validation.uuidTaken', errors: { uuid: 'validation.uuidTaken' } },
  retired_users_pkey: { message: 'validation.uuidRetired', errors: { uuid: 'validation.uuidRetired' } },
};

/** Any other unique constraint: still a conflict, never an internal error. */
const FALLBACK: Conflict = { message: 'error.conflict' };

/** How deep to follow `cause` (Drizzle wraps the driver's error in a DrizzleQueryError). */
const MAX_DEPTH = 5;

/**
 * The conflict (409) for an error that is (or wraps) a PostgreSQL unique violation, from `pg` or
 * PGlite alike (both carry `code` and `constraint`); null for any other error.
 */
export function uniqueViolation(error: unknown): DomainError | null {
  let e: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && typeof e === 'object' && e !== null; depth++) {
    if ('code' in e && e.code === UNIQUE_VIOLATION) {
      const name = 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : '';
      const hit = (Object.hasOwn(BY_CONSTRAINT, name) ? BY_CONSTRAINT[name] : undefined) ?? FALLBACK;
      return conflict(hit.message, hit.errors ? { ...hit.errors } : undefined);
    }
    e = 'cause' in e ? e.cause : undefined;
  }
  return null;
}
