/**
 * Builds the one Fastify application behind `npm start`: the product API under `/v1` and the
 * static site (the publishing webhook joins as a plugin of its own). The same app runs as an
 * API-only process at scale (no `distDir`).
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { contentConfigFromEnv, type ContentConfig } from '../content-layer/index.ts';
import type { ContentGraph } from '../domain/model.ts';
import { siteDigest } from '../content-layer/site-digest.ts';
import { indexContent, type ContentIndex } from '../domain/content-index.ts';
import api from './api/index.ts';
import { serverConfig, type ServerConfig } from './config.ts';
import { readSettings, type Settings } from './settings.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { createLogger } from './logger.ts';
import mailer from './plugins/mailer.ts';
import compression from './plugins/compression.ts';
import securityHeaders from './plugins/security-headers.ts';
import errorReporting, { reportingConfigFromEnv } from './plugins/error-reporting.ts';
import staticSite from './plugins/static-site.ts';
import { verifyPageHtml } from './plugins/verify-meta.ts';
import { resultPageHtml } from './plugins/result-meta.ts';
import health from './plugins/health.ts';
import drain from './plugins/drain.ts';
import { startContentSync } from './publishing/content-sync.ts';
import { publishingContent } from './publishing/content-source.ts';
import { astroBuilder, buildCacheDir, createPublisher, siteToServe, withBuildCache, type Builder } from './publishing/publisher.ts';
import webhook from './publishing/webhook.ts';
import { startPreview, type BuilderFactory } from './publishing/preview.ts';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AppOptions {
  /** The built site; without it the app serves the API only. */
  readonly distDir?: string;
  /** The settings (default: read from the environment, `readSettings`). */
  readonly settings?: Settings;
  /** The app's configuration (default: made from the settings). */
  readonly config?: ServerConfig;
  readonly database?: Database;
  /** Content to serve; by default loaded from the configured source. */
  readonly content?: ContentGraph;
  readonly contentConfig?: ContentConfig;
  /** The logger (default: `createLogger()`, JSON lines at `LOG_LEVEL`). */
  readonly logger?: FastifyBaseLogger;
  /** How a publish rebuilds the site (default: `astro build` of this project). */
  readonly builder?: Builder;
  /** Coalescing window for publish requests (and preview builds). */
  readonly publishDebounceMs?: number;
  /** How a save rebuilds the preview site, given its environment (default: `astro build`). */
  readonly previewBuilder?: BuilderFactory;
}

export interface ContentHolder {
  index: ContentIndex;
  /** Reads the content source again; the old content stays if the new one fails. */
  reload(): Promise<ContentIndex>;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
    /** Whether the database's tables are in place (false while a PostgreSQL server is not yet reached). */
    databaseReady: () => boolean;
    content: ContentHolder;
  }
}

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function buildApp(opts: AppOptions = {}): Promise<FastifyInstance> {
  // Checked before anything opens: a bad setting stops the start with its message.
  const settings = opts.settings ?? readSettings();
  const app = Fastify({
    loggerInstance: opts.logger ?? createLogger(),
    // A request that reached a stopping process is served, not refused (src/server/plugins/drain.ts).
    return503OnClosing: false,
    // Only behind a proxy that overwrites X-Forwarded-For may the client address come from it;
    // otherwise clients could dodge rate limits by sending their own.
    trustProxy: settings.trustProxy,
    // Malformed URLs and the like: a message key, never Fastify's internal error body.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as { code(n: number): { send(b: unknown): void } }).code(400).send({ message: 'error.badRequest' });
    },
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false } },
  });
  const config = opts.config ?? serverConfig(settings);
  app.decorate('config', config);
  await app.register(errorReporting, { config: reportingConfigFromEnv() });
  await app.register(compression);
  await app.register(securityHeaders, { embedOrigins: settings.embedOrigins });
  const database = opts.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize, log: app.log }));
  app.decorate('db', database.db);
  app.decorate('databaseReady', () => database.schemaReady());
  if (!opts.database) app.addHook('onClose', () => database.close());

  // From Contentful, a snapshot kept by the Sync API that the digest, builds and reloads share.
  const content = await publishingContent(opts.contentConfig ?? contentConfigFromEnv(), config.dataDir);
  const holder: ContentHolder = {
    index: indexContent(opts.content ?? (await content.load())),
    async reload() {
      await content.refresh();
      holder.index = indexContent(await content.load());
      return holder.index;
    },
  };
  app.decorate('content', holder);
  // Publishes reach every API process through the shared database (LISTEN/NOTIFY).
  const sync = await startContentSync({ url: database.kind === 'postgres' ? config.databaseUrl : undefined, db: database.db, content: holder, log: app.log });
  app.addHook('onClose', () => sync.close());
  await app.register(drain);
  await app.register(health);
  // Errors outside the API's own handler: a JSON key for API paths, the error page for pages,
  // never a stack trace or an internal message.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const path = request.url.split('?')[0] ?? '/';
    if (!opts.distDir || path.startsWith('/v1/') || path.startsWith('/hooks/')) return reply.code(status).send({ message: status >= 500 ? 'error.internal' : 'error.badRequest' });
    return app.sendErrorPage(reply, path, status);
  });
  await app.register(mailer, { smtpUrl: config.smtpUrl, from: config.mailFrom, outbox: join(config.dataDir, 'outbox') });
  await app.register(api, { prefix: '/v1' });

  if (opts.distDir) {
    const buildsDir = join(config.dataDir, 'builds');
    const publisher = createPublisher({
      buildsDir,
      build: opts.builder ?? astroBuilder(PROJECT_ROOT, withBuildCache({ ...process.env, ...content.buildEnv }, buildCacheDir(config.dataDir))),
      debounceMs: opts.publishDebounceMs ?? 1000,
      // Each publish fetches the changes once; the digest, the build and the reload read them.
      refresh: () => content.refresh(),
      digest: async () => siteDigest(await content.load()),
      served: () => app.site.root(),
      log: (level, message) => app.log[level](message),
      goLive: async (dir) => {
        // Content first: the API must know every question the new pages show (the content the
        // build read: no new fetch here).
        holder.index = indexContent(await content.load());
        app.site.setRoot(dir);
        await sync.announce(holder.index.graph.digest);
      },
    });
    // Saves rebuild a preview site on a listener of its own; the public site never sees drafts.
    const preview = settings.preview && (await startPreview({ config: settings.preview, dataDir: config.dataDir, logger: app.log, debounceMs: opts.publishDebounceMs ?? 1000, builder: opts.previewBuilder ?? ((env) => astroBuilder(PROJECT_ROOT, env)) }));
    if (preview) app.addHook('onClose', () => preview.close());
    await app.register(webhook, { secret: settings.webhookSecret, statusToken: settings.hooksStatusToken, publisher, preview: preview?.publisher });
    // The verification page and a shared result's page name their own card for crawlers.
    const pageMeta = { db: app.db, index: () => app.content.index, publicUrl: config.publicUrl };
    await app.register(staticSite, {
      root: siteToServe(buildsDir, opts.distDir),
      pageHtml: async (route, readPage) => (await verifyPageHtml(pageMeta, route, readPage)) ?? resultPageHtml(pageMeta, route, readPage),
    });
  }
  return app;
}
