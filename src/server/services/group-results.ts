/**
 * A group's results for its organizers (issue 23): per member, in the order they joined, their
 * profile name (or null: "Member n"), the questions they have answered (`question_answerers`),
 * the questions right in their rounds (`round_results`) and their certificates: each read by a
 * member's own key from the progress aggregates, so a read grows with the members, not with
 * their answers. The version is a digest of what is read: equal results, equal version (ETag).
 */
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { GroupResults } from '#src/api-contract/schemas/organizers.ts';
import type { Group } from '#src/domain/model.ts';
import type { Db } from '../db/client.ts';
import { groupMemberships, users } from '../db/schema.ts';
import { profileName } from './event-results.ts';
import { normalizeCode } from '#src/domain/codes.ts';

/** Bytes of the digest kept as the version: 6, a safe JavaScript integer. */
const VERSION_BYTES = 6;

/** The group's members with their progress, and its version. */
export async function groupResults(db: Db, group: Group): Promise<GroupResults> {
  const m = groupMemberships;
  const rows = await db
    .select({
      name: profileName,
      answered: sql<number>`(select count(*) from question_answerers q where q.user_id = ${m.userId})::int`,
      correct: sql<number>`(select count(distinct r.question_global_id) from round_results r where r.user_id = ${m.userId} and r.is_correct)::int`,
      certificates: sql<number>`(select count(*) from certificates c where c.user_id = ${m.userId})::int`,
    })
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .where(eq(m.groupCode, normalizeCode(group.code)))
    .orderBy(asc(m.joinedAt), asc(m.userId));
  const members = rows.map((r, i) => ({
    number: i + 1,
    name: r.name,
    answered: r.answered,
    correct: r.correct,
    certificates: r.certificates,
  }));
  const version = createHash('sha256').update(JSON.stringify(members)).digest().readUIntBE(0, VERSION_BYTES);
  return { code: normalizeCode(group.code), version, members: members.length, rows: members };
}
