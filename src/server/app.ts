/**
 * Builds the one Fastify application behind `npm start`: the static site now; the API under
 * `/v1` and the publishing webhook join it as plugins of their own.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import staticSite from './plugins/static-site.ts';

export interface AppOptions {
  readonly distDir: string;
  readonly logger?: boolean;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: true });
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    request.log.error(error);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // Never a stack trace to clients; API errors carry a message key.
    if (request.url.startsWith('/v1/')) return reply.code(status).send({ message: status >= 500 ? 'error.internal' : 'error.badRequest' });
    return app.sendErrorPage(reply, request.url.split('?')[0] ?? '/', status);
  });
  await app.register(staticSite, { root: opts.distDir });
  return app;
}
