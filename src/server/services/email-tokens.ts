/**
 * Single-use, expiring email tokens (verification and login links), stored hashed.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Lang } from '#src/domain/model.ts';
import { localize } from '#src/domain/routes.ts';
import { emailTokens } from '../db/schema.ts';
import type { UserRow } from '../db/schema.ts';
import type { Mailer } from '../plugins/mailer.ts';
import type { ServiceContext } from './errors.ts';
import { hashToken, newToken } from './secrets.ts';

export type EmailPurpose = 'verify' | 'login';

/** Creates a token and mails its link; returns once the mail is handed over. */
export async function sendEmailToken(
  app: ServiceContext & { readonly mailer: Mailer },
  user: UserRow,
  purpose: EmailPurpose,
  lang: Lang,
): Promise<void> {
  if (!user.email) return;
  const token = newToken();
  const seconds = purpose === 'verify' ? app.config.verifyTokenSeconds : app.config.loginTokenSeconds;
  await app.db.insert(emailTokens).values({
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  const page = purpose === 'verify' ? '/account/verify/' : '/account/login/';
  const link = `${app.config.publicUrl}${localize(lang, page)}?token=${encodeURIComponent(token)}`;
  await app.mailer.send({ to: user.email, lang, kind: purpose, link });
}

/** Spends a token: the user id when it was valid, unused and unexpired; null otherwise. */
export async function spendEmailToken(
  app: ServiceContext,
  token: string,
  purpose: EmailPurpose,
): Promise<string | null> {
  const [row] = await app.db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
