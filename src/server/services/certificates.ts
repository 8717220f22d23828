/**
 * Public certificate verification by code: the certificate (topic name in the asked language,
 * date, code, and the name its learner chose to show, if any) and its share card as a PNG. The
 * API's verification route, its card route and the verification page's meta
 * (src/server/plugins/verify-meta.ts) all read it. The learner sets or removes the name
 * (`setCertificateName`); nothing else personal is ever shown.
 */
import { and, eq } from 'drizzle-orm';
import type { Certificate } from '#src/api-contract/types.ts';
import type { ContentIndex } from '#src/domain/content-index.ts';
import type { Lang } from '#src/domain/model.ts';
import { certificateCard } from '#src/share-cards/content-cards.ts';
import type { ShareCard } from '#src/share-cards/card.ts';
import type { Db } from '../db/client.ts';
import { certificates } from '../db/schema.ts';
import { cachedCardPng } from './card-cache.ts';
import { forbidden, notFound } from './errors.ts';
import { writeForUser } from './user-lock.ts';

/** A certificate row as the API shows it, the topic's name in `lang`. */
export function certificateJson(index: ContentIndex, c: typeof certificates.$inferSelect, lang: Lang): Certificate {
  return {
    id: c.id,
    code: c.verificationCode,
    topic_global_id: c.topicGlobalId,
    topic_name:
      index.topics.get(c.topicGlobalId)?.name[lang] ??
      index.diplomaTopics.get(c.testGlobalId)?.name[lang] ??
      c.topicGlobalId,
    earned_at: c.earnedAt.toISOString(),
    name: c.name,
  };
}

/** The certificate with verification code `code` (any case), or null. */
export async function findCertificate(
  db: Db,
  index: ContentIndex,
  code: string,
  lang: Lang,
): Promise<Certificate | null> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.verificationCode, code.toUpperCase()))
    .limit(1);
  return row ? certificateJson(index, row, lang) : null;
}

/** The share card of a certificate as the API shows it: its name (if set), topic, date and code. */
export function cardOf(cert: Certificate, lang: Lang): ShareCard {
  return certificateCard(
    { topicName: cert.topic_name, earnedAt: cert.earned_at, code: cert.code, learnerName: cert.name },
    lang,
  );
}

/**
 * The certificate's share card, rendered once per card content (code, language, topic name and
 * the name on it: src/server/services/card-cache.ts keys on all it shows) and kept for the next
 * crawler. Throws `certificate.notFound`.
 */
export async function certificateCardPng(db: Db, index: ContentIndex, code: string, lang: Lang): Promise<Buffer> {
  const cert = await findCertificate(db, index, code, lang);
  if (!cert) throw notFound('certificate.notFound');
  return cachedCardPng(cardOf(cert, lang));
}

/**
 * A name as stored on a certificate: trimmed, inner runs of spaces made one; empty is none.
 * The contract's schema has already refused control characters and over-long names.
 */
export function normalizeCertificateName(name: string | null): string | null {
  const clean = name?.replace(/\s+/g, ' ').trim() ?? '';
  return clean === '' ? null : clean;
}

/**
 * Sets (or, with null or blanks, removes) the name on certificate `code` of user `userId`: one
 * UPDATE of the owner's row, so concurrent calls each leave one whole name (the last wins) and
 * a repeated call changes nothing more. Under the user's row lock, so a concurrent login merge
 * moves the certificate first or after, never loses the write. Throws `certificate.notFound`
 * for an unknown code and `certificate.notYours` (403) for another learner's certificate.
 */
export async function setCertificateName(
  db: Db,
  index: ContentIndex,
  userId: string,
  code: string,
  name: string | null,
  lang: Lang,
): Promise<Certificate> {
  const verificationCode = code.toUpperCase();
  const value = normalizeCertificateName(name);
  const [row] = await writeForUser(db, userId, (tx, owner) =>
    tx
      .update(certificates)
      .set({ name: value })
      .where(and(eq(certificates.verificationCode, verificationCode), eq(certificates.userId, owner)))
      .returning(),
  );
  if (row) return certificateJson(index, row, lang);
  const [other] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.verificationCode, verificationCode))
    .limit(1);
  throw other ? forbidden('certificate.notYours') : notFound('certificate.notFound');
}
