/**
 * Public certificate verification by code: the certificate (topic name in the asked language,
 * date, code; nothing personal) and its share card as a PNG. The API's verification route, its
 * card route and the verification page's meta (src/server/plugins/verify-meta.ts) all read it.
 */
import { eq } from 'drizzle-orm';
import type { Certificate } from '#src/api-contract/types.ts';
import type { ContentIndex } from '#src/domain/content-index.ts';
import type { Lang } from '#src/domain/model.ts';
import { certificateCard } from '#src/share-cards/content-cards.ts';
import type { Db } from '../db/client.ts';
import { certificates } from '../db/schema.ts';
import { cachedCardPng } from './card-cache.ts';
import { notFound } from './errors.ts';

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

/**
 * The certificate's share card (no learner name: verification is public), rendered once per
 * code, language and topic name and kept for the next crawler. Throws `certificate.notFound`.
 */
export async function certificateCardPng(db: Db, index: ContentIndex, code: string, lang: Lang): Promise<Buffer> {
  const cert = await findCertificate(db, index, code, lang);
  if (!cert) throw notFound('certificate.notFound');
  return cachedCardPng(
    certificateCard({ topicName: cert.topic_name, earnedAt: cert.earned_at, code: cert.code, learnerName: null }, lang),
  );
}
