/**
 * The product API under `/v1`: CORS for configured origins, rate limits on the sensitive
 * calls, `Cache-Control: no-store` on every answer, an OpenAPI document at `/v1/docs`,
 * errors as message keys, and the route groups.
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { postgresRateLimitStore } from '../plugins/rate-limit-store.ts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../services/errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { ApiError, databaseUnavailable, domainAnswer, tooManyRequests, validationErrors } from './errors.ts';
import { uniqueViolation } from './unique-violations.ts';
import { refuseMalformedText } from './well-formed.ts';
import { operationIdOf } from './operation-ids.ts';
import answerRoutes from './routes/answers.ts';
import kioskRoutes from './routes/kiosk.ts';
import organizerRoutes from './routes/organizers.ts';
import progressRoutes from './routes/progress.ts';
import resultShareRoutes from './routes/result-shares.ts';
import reviewRoutes from './routes/review.ts';
import shareRoutes from './routes/shares.ts';
import userRoutes from './routes/users.ts';

export default async function api(app: FastifyInstance) {
  await app.register(cors, {
    origin: (origin, cb) =>
      cb(null, !origin || app.config.corsOrigins.includes(origin) || origin === app.config.publicUrl),
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    // If-None-Match and ETag: organizers' pages poll results cheaply from another origin too (routes/organizers.ts).
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  });
  // Tokens and personal data must never be kept by a browser or a proxy: every API answer is
  // `no-store` unless its route chose otherwise (the reference's static files, a question's
  // answer shares: routes/shares.ts).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) void reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
  // Until a PostgreSQL server that was away at start is reached and migrated, no call can work.
  app.addHook('onRequest', (_request, _reply, done) => {
    done(app.databaseReady() ? undefined : databaseUnavailable());
  });
  // Counters live in the database, shared by every API process; routes name their budgets
  // (rate-limits.ts), and every 429 carries the wait (tooManyRequests).
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(app.db, (err: unknown) =>
      app.log.warn({ err }, 'deleting the passed rate-limit windows failed'),
    ) as never,
    errorResponseBuilder: (_req, ctx) => tooManyRequests(ctx.ttl),
  });
  // Text that is not well-formed Unicode is refused once for every route, before its schema.
  app.addHook('preValidation', refuseMalformedText);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Worldview Quiz API',
        version: '1',
        description:
          'Accounts, answers and progress. Errors carry a message key in `message` and, for validation, message keys by field in `errors`. Every call takes `lang` (en, sv) for emails and messages.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }, {}],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  // The one place where domain errors become HTTP answers.
  app.setErrorHandler((error: FastifyError | ApiError | DomainError, request, reply) => {
    const send = (known: ApiError) => {
      if (known.headers) void reply.headers(known.headers);
      return reply
        .code(known.statusCode)
        .send({ message: known.message, ...(known.errors ? { errors: known.errors } : {}), ...known.extra });
    };
    if (error instanceof ApiError) return send(error);
    // The database away (restarting, cut off, not yet reached): 503 and when to try again.
    if (isDatabaseUnavailable(error)) {
      request.log.warn(`database unavailable: ${error.message}`);
      return send(databaseUnavailable());
    }
    const answer = (known: DomainError) => {
      const { status, body } = domainAnswer(known);
      return reply.code(status).send(body);
    };
    if (error instanceof DomainError) return answer(error);
    // A lost race on a unique constraint is a conflict the client can act on, not a 500.
    const conflict = uniqueViolation(error);
    if (conflict) return answer(conflict);
    const e: FastifyError = error;
    if (e.validation)
      return reply
        .code(400)
        .send({ message: 'error.validation', errors: validationErrors(e.validation, e.validationContext) });
    // No limiter of ours throws this (each answers through tooManyRequests), but should anything
    // else: still the wait, header and body, a whole window of it since nobody said how long.
    if (e.statusCode === 429) return send(tooManyRequests(app.config.authRateLimit.windowSeconds * 1000));
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const key =
        e.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'error.bodyTooLarge'
          : e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'error.unsupportedMediaType'
            : 'error.badRequest';
      return reply.code(e.statusCode).send({ message: key });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'error.internal' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'error.notFound' }));
  // Unknown API paths answer JSON, not the site's 404 page (the site's catch-all would match).
  app.all('/*', { schema: { hide: true } }, async (_request, reply) =>
    reply.code(404).send({ message: 'error.notFound' }),
  );

  // Every documented operation is named after its entry in the contract (generated clients use it).
  app.addHook('onRoute', (route) => {
    const name = operationIdOf(String(route.method), route.url);
    if (name && route.schema) route.schema = { ...route.schema, operationId: name };
  });
  // The route groups only declare routes, nothing to wait for: callback plugins that call `done`.
  await app.register(userRoutes);
  await app.register(answerRoutes);
  await app.register(reviewRoutes);
  await app.register(progressRoutes);
  await app.register(shareRoutes);
  await app.register(resultShareRoutes);
  await app.register(kioskRoutes);
  await app.register(organizerRoutes);
}
