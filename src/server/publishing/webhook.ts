/**
 * `POST /hooks/contentful`: Contentful calls it on publish and unpublish (and on saves, which
 * rebuild only the preview site when there is one: src/server/publishing/preview.ts). The request must be
 * signed with `CONTENTFUL_WEBHOOK_SECRET` and fresh; a repeated idempotency key is ignored and a
 * request sent again with its signature is refused (both kept in the database, shared by every
 * process: deliveries.ts); accepted requests ask the publisher for a
 * rebuild (bursts coalesce). `GET /hooks/status` tells anyone the state and whether the last
 * build succeeded; its offending entries only to a bearer of `HOOKS_STATUS_TOKEN`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { verifyRequest } from './signature.ts';
import { recordDelivery } from './deliveries.ts';
import type { Publisher, PublishReport } from './publisher.ts';

export interface WebhookOptions {
  readonly secret: string | undefined;
  /** Unlocks the full report of `GET /hooks/status`; without it nobody gets the entries. */
  readonly statusToken?: string | undefined;
  readonly publisher: Publisher;
  /** The preview builds' publisher (only with `PREVIEW_PORT`): saves and publishes rebuild it. */
  readonly preview?: Publisher | undefined;
  readonly ttlSeconds?: number;
}

/** Topics that change what is published. */
const RELEVANT = /^ContentManagement\.(Entry|Asset|ContentType)\.(publish|unpublish|delete|archive|unarchive)$/;

/** Topics that change only drafts: they rebuild the preview, never the public site. */
const SAVES = /^ContentManagement\.(Entry|Asset)\.(save|auto_save)$/;

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether an Authorization header carries `Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  const given = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  return Boolean(token && given && timingSafeEqual(digest(given), digest(token)));
}

/** What the public may know of a build: its id and whether it succeeded, not the entries. */
export function publicReport(report: PublishReport | null): Pick<PublishReport, 'buildId' | 'ok'> | null {
  return report && { buildId: report.buildId, ok: report.ok };
}

export default function webhook(app: FastifyInstance, opts: WebhookOptions, done: () => void) {
  // The signature covers the exact body bytes: keep the body as text.
  app.addContentTypeParser(
    ['application/json', 'application/vnd.contentful.management.v1+json'],
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post('/hooks/contentful', { config: { rateLimit: false } }, async (request, reply) => {
    if (!opts.secret) return reply.code(503).send({ message: 'webhook.notConfigured' });
    const body = typeof request.body === 'string' ? request.body : '';
    const verdict = verifyRequest(
      opts.secret,
      { method: request.method, path: request.url, headers: request.headers, body },
      opts.ttlSeconds ?? 30,
    );
    if (verdict !== 'ok')
      return reply.code(401).send({ message: verdict === 'stale' ? 'webhook.stale' : 'webhook.badSignature' });
    const key = request.headers['x-contentful-idempotency-key'];
    const delivery = await recordDelivery(app.db, {
      signature: String(request.headers['x-contentful-signature']),
      key: key === undefined ? undefined : String(key),
    });
    // The same signed request again: refused, whatever idempotency key it now carries.
    if (delivery === 'replayed') return reply.code(409).send({ message: 'webhook.replayed' });
    // Contentful's retry of a delivery seen before: acknowledged, so it stops retrying.
    if (delivery === 'duplicate') return reply.code(200).send({ message: 'webhook.duplicate' });
    const topic = String(request.headers['x-contentful-topic'] ?? '');
    const publishes = RELEVANT.test(topic);
    if (!publishes && !(opts.preview && SAVES.test(topic))) return reply.code(200).send({ message: 'webhook.ignored' });
    if (publishes) opts.publisher.request();
    opts.preview?.request();
    return reply.code(202).send({ message: 'webhook.accepted' });
  });

  // The last build's report, and whether one is coming (operators and tests watch this); the
  // preview builds' too when there is a preview site.
  app.get('/hooks/status', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const report = opts.publisher.lastReport();
    const full = bearerMatches(request.headers.authorization, opts.statusToken);
    const preview = opts.preview && {
      data: full ? opts.preview.lastReport() : publicReport(opts.preview.lastReport()),
      state: opts.preview.state(),
    };
    return {
      data: full ? report : publicReport(report),
      state: opts.publisher.state(),
      ...(preview ? { preview } : {}),
    };
  });
  done();
}
