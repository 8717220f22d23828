/**
 * `POST /hooks/contentful`: Contentful calls it on publish and unpublish. The request must be
 * signed with `CONTENTFUL_WEBHOOK_SECRET` and fresh; a repeated idempotency key is ignored;
 * accepted requests ask the publisher for a rebuild (bursts coalesce).
 */
import type { FastifyInstance } from 'fastify';
import { verifyRequest } from './signature.ts';
import type { Publisher } from './publisher.ts';

export interface WebhookOptions {
  readonly secret: string | undefined;
  readonly publisher: Publisher;
  readonly ttlSeconds?: number;
}

/** Topics that change what is published. */
const RELEVANT = /^ContentManagement\.(Entry|Asset|ContentType)\.(publish|unpublish|delete|archive|unarchive)$/;

export default async function webhook(app: FastifyInstance, opts: WebhookOptions) {
  // The signature covers the exact body bytes: keep the body as text.
  app.addContentTypeParser(['application/json', 'application/vnd.contentful.management.v1+json'], { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
  const seen = new Map<string, number>();
  const remember = (key: string) => {
    seen.set(key, Date.now());
    if (seen.size > 5000) for (const k of [...seen.keys()].slice(0, 1000)) seen.delete(k);
  };

  app.post('/hooks/contentful', { config: { rateLimit: false } }, async (request, reply) => {
    if (!opts.secret) return reply.code(503).send({ message: 'webhook.notConfigured' });
    const body = typeof request.body === 'string' ? request.body : '';
    const verdict = verifyRequest(opts.secret, { method: request.method, path: request.url, headers: request.headers, body }, opts.ttlSeconds ?? 30);
    if (verdict !== 'ok') return reply.code(401).send({ message: verdict === 'stale' ? 'webhook.stale' : 'webhook.badSignature' });
    const key = String(request.headers['x-contentful-idempotency-key'] ?? request.headers['x-contentful-signature']);
    if (seen.has(key)) return reply.code(200).send({ message: 'webhook.duplicate' });
    remember(key);
    const topic = String(request.headers['x-contentful-topic'] ?? '');
    if (!RELEVANT.test(topic)) return reply.code(200).send({ message: 'webhook.ignored' });
    opts.publisher.request();
    return reply.code(202).send({ message: 'webhook.accepted' });
  });

  // The last build's report, and whether one is coming (operators and tests watch this).
  app.get('/hooks/status', async () => ({ data: opts.publisher.lastReport(), state: opts.publisher.state() }));
}
