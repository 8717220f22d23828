/**
 * Builds the one Fastify application behind `npm start`: the product API under `/v1` and the
 * static site (the publishing webhook joins as a plugin of its own). The same app runs as an
 * API-only process at scale (no `distDir`).
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { contentConfigFromEnv, normalizeContent, type ContentConfig } from '../content-layer/index.ts';
import type { ContentGraph } from '../domain/model.ts';
import { siteDigest } from '../content-layer/site-digest.ts';
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
import { publishingContent, type PublishingContent } from './publishing/content-source.ts';
import { startLiveContent, type ContentHolder, type ContentStart } from './publishing/live-content.ts';
import { publishDir } from './publishing/publish-dir.ts';
import { publishCommand } from './publishing/publish-command.ts';
import {
  astroBuilder,
  buildCacheDir,
  buildDigest,
  createPublisher,
  newBuildId,
  servedBuildId,
  siteToServe,
  withBuildCache,
  type Builder,
} from './publishing/publisher.ts';
import webhook from './publishing/webhook.ts';
import { startPreview, type BuilderFactory } from './publishing/preview.ts';
import { buildTurns } from './publishing/build-turns.ts';
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
  /** The clock the review boxes read (default: the system's); tests move it by days. */
  readonly now?: () => Date;
}

export type { ContentHolder } from './publishing/live-content.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
    /** Whether the database's tables are in place (false while a PostgreSQL server is not yet reached). */
    databaseReady: () => boolean;
    content: ContentHolder;
    /** The server's clock for what is due in review (`AppOptions.now`). */
    now: () => Date;
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
      (reply as unknown as { code(n: number): { send(b: unknown): void } })
        .code(400)
        .send({ message: 'error.badRequest' });
    },
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false } },
  });
  const config = opts.config ?? serverConfig(settings);
  app.decorate('config', config);
  app.decorate('now', opts.now ?? (() => new Date()));
  await app.register(errorReporting, { config: reportingConfigFromEnv() });
  await app.register(compression);
  await app.register(securityHeaders, { embedOrigins: settings.embedOrigins });
  const database =
    opts.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      log: app.log,
    }));
  app.decorate('db', database.db);
  app.decorate('databaseReady', () => database.schemaReady());
  if (!opts.database) app.addHook('onClose', () => database.close());

  // The content source: from Contentful, a snapshot kept by the Sync API that the digest and the
  // builds share. Opened on first use: an API process that finds the live build's content
  // snapshot in the database never reads it.
  const contentConfig = opts.contentConfig ?? contentConfigFromEnv();
  let source: Promise<PublishingContent> | null = null;
  const content = () => (source ??= publishingContent(contentConfig, config.dataDir));
  const buildsDir = join(config.dataDir, 'builds');
  // The site server serves the newer of its last publish and dist/, and the API that build's content.
  const siteRoot = opts.distDir ? siteToServe(buildsDir, opts.distDir) : null;
  const servedId = siteRoot ? servedBuildId(siteRoot) : '';
  const start: ContentStart = opts.content
    ? { kind: 'given', graph: opts.content }
    : siteRoot
      ? { kind: 'served', buildId: servedId, siteDigest: servedId ? buildDigest(siteRoot, servedId) : null }
      : { kind: 'live' };
  const { content: live, madeLive } = await startLiveContent(
    { db: database.db, source: content, normalize: (raw) => normalizeContent(raw, contentConfig), log: app.log },
    start,
  );
  app.decorate('content', live);
  // Publishes reach every API process through the shared database (LISTEN/NOTIFY).
  const sync = await startContentSync({
    url: database.kind === 'postgres' ? config.databaseUrl : undefined,
    db: database.db,
    content: live,
    log: app.log,
  });
  app.addHook('onClose', () => sync.close());
  if (madeLive) await sync.announce(madeLive);
  await app.register(drain);
  await app.register(health);
  // Errors outside the API's own handler: a JSON key for API paths, the error page for pages,
  // never a stack trace or an internal message.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const path = request.url.split('?')[0] ?? '/';
    if (!opts.distDir || path.startsWith('/v1/') || path.startsWith('/hooks/'))
      return reply.code(status).send({ message: status >= 500 ? 'error.internal' : 'error.badRequest' });
    return app.sendErrorPage(reply, path, status);
  });
  await app.register(mailer, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outbox: join(config.dataDir, 'outbox'),
  });
  await app.register(api, { prefix: '/v1' });

  if (opts.distDir && siteRoot) {
    // Other file servers (nginx, a CDN sync) show PUBLISH_DIR: the live build from the start on.
    const mirror = settings.publishDir ? publishDir(settings.publishDir, (message) => app.log.info(message)) : null;
    // PUBLISH_COMMAND carries each build PUBLISH_DIR shows further (a sync to a CDN's origin).
    const command =
      mirror && settings.publishCommand ? publishCommand(settings.publishCommand, mirror.path, app.log) : null;
    const shown = (buildId: string) => (mirror ? command?.run(buildId, mirror.folderOf(buildId)) : undefined);
    if (mirror) {
      const shownId = servedId || `start-${newBuildId()}`;
      if (mirror.shown() !== shownId) {
        await mirror.prepare(siteRoot, shownId);
        await mirror.swap(shownId);
      }
      app.log.info(`PUBLISH_DIR ${mirror.path} shows build ${shownId}`);
      shown(shownId);
    }
    // The source is made before the build environment is read (Contentful's snapshot file).
    const buildEnv = opts.builder ? {} : (await content()).buildEnv;
    // The public and the preview publisher build one at a time (src/server/publishing/build-turns.ts).
    const turn = buildTurns();
    const publisher = createPublisher({
      buildsDir,
      build: turn(
        opts.builder ??
          astroBuilder(PROJECT_ROOT, withBuildCache({ ...process.env, ...buildEnv }, buildCacheDir(config.dataDir))),
      ),
      debounceMs: opts.publishDebounceMs ?? 1000,
      // Each publish fetches the changes once and reads them once: the digest, the build and the
      // API's content snapshot are that one read.
      refresh: async () => (await content()).refresh(),
      read: async () => {
        const source = await content();
        const raw = await source.read();
        const graph = source.normalize(raw);
        return { raw, graph, siteDigest: siteDigest(graph) };
      },
      served: () => app.site.root(),
      log: (level, message) => app.log[level](message),
      goLive: async (dir, buildId, read) => {
        if (!read) throw new Error('the content the build was made from is unknown');
        // What can fail comes first, while nothing is live yet: the mirror, then the content
        // snapshot in the database (the API must know every question the new pages show).
        await mirror?.prepare(dir, buildId);
        await live.goLive({ buildId, siteDigest: read.siteDigest, raw: read.raw }, read.graph);
        app.site.setRoot(dir);
        await mirror?.swap(buildId).then(
          () => shown(buildId),
          (err: unknown) =>
            app.log.error(
              `PUBLISH_DIR still shows the previous build; build ${buildId} is live here: ${err instanceof Error ? err.message : String(err)}`,
            ),
        );
        await sync.announce(buildId);
      },
    });
    // Saves rebuild a preview site on a listener of its own; the public site never sees drafts.
    const preview =
      settings.preview &&
      (await startPreview({
        config: settings.preview,
        dataDir: config.dataDir,
        logger: app.log,
        debounceMs: opts.publishDebounceMs ?? 1000,
        builder: (env) => turn(opts.previewBuilder?.(env) ?? astroBuilder(PROJECT_ROOT, env)),
      }));
    if (preview) app.addHook('onClose', () => preview.close());
    await app.register(webhook, {
      secret: settings.webhookSecret,
      statusToken: settings.hooksStatusToken,
      publisher,
      preview: preview?.publisher,
    });
    // The verification page and a shared result's page name their own card for crawlers.
    const pageMeta = { db: app.db, index: () => app.content.index, publicUrl: config.publicUrl };
    await app.register(staticSite, {
      root: siteRoot,
      pageHtml: async (route, readPage) =>
        (await verifyPageHtml(pageMeta, route, readPage)) ?? resultPageHtml(pageMeta, route, readPage),
    });
  }
  return app;
}
