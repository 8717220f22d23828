/**
 * Preview builds: editors see a draft before publishing. With `PREVIEW_PORT` set, a second
 * listener serves a build made from the Preview API (drafts included; `CONTENT_PREVIEW=true`
 * with `CONTENTFUL_PREVIEW_TOKEN`), rebuilt when an editor saves (`Entry.save`, `auto_save` …)
 * through a publisher of its own: builds in `DATA_DIR/preview-builds/<id>/`, its own build
 * cache, bursts coalesced. The public site, its builds and the API's content never change on a
 * save; the preview listener answers every response with `X-Robots-Tag: noindex`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { PreviewSettings } from '../settings.ts';
import staticSite from '../plugins/static-site.ts';
import { createPublisher, currentBuild, withBuildCache, type Builder, type Publisher } from './publisher.ts';

/** Makes a build of the project with these environment variables (the Astro build by default). */
export type BuilderFactory = (env: NodeJS.ProcessEnv) => Builder;

/**
 * What a preview build runs with: the server's content settings read through the Preview API,
 * and a build cache of its own (the public build's cache must never hold drafts).
 */
export function previewBuildEnv(env: NodeJS.ProcessEnv, dataDir: string): NodeJS.ProcessEnv {
  return withBuildCache({ ...env, CONTENT_PREVIEW: 'true' }, join(dataDir, 'preview-build-cache'));
}

export interface PreviewOptions {
  readonly config: PreviewSettings;
  readonly dataDir: string;
  readonly builder: BuilderFactory;
  readonly logger: FastifyBaseLogger;
  readonly debounceMs?: number;
  readonly env?: NodeJS.ProcessEnv;
}

export interface PreviewSite {
  readonly publisher: Publisher;
  close(): Promise<void>;
}

/** The preview listener: the static site of the last preview build, never indexed. */
async function previewServer(root: string, logger: FastifyBaseLogger): Promise<FastifyInstance> {
  const server = Fastify({
    loggerInstance: logger.child({ site: 'preview' }),
    routerOptions: { ignoreTrailingSlash: true },
  });
  server.addHook('onSend', async (_request, reply) => {
    void reply.header('X-Robots-Tag', 'noindex, nofollow');
  });
  await server.register(staticSite, { root });
  return server;
}

/**
 * Starts the preview listener on its port and the publisher that feeds it; asks for a first
 * preview build when none was kept from an earlier run (until then the listener answers 404).
 */
export async function startPreview(opts: PreviewOptions): Promise<PreviewSite> {
  const buildsDir = join(opts.dataDir, 'preview-builds');
  mkdirSync(buildsDir, { recursive: true });
  const kept = currentBuild(buildsDir);
  const server = await previewServer(kept?.dir ?? join(buildsDir, 'none'), opts.logger);
  const publisher = createPublisher({
    buildsDir,
    build: opts.builder(previewBuildEnv(opts.env ?? process.env, opts.dataDir)),
    debounceMs: opts.debounceMs ?? 1000,
    log: (level, message) => server.log[level](`preview: ${message}`),
    goLive: (dir) => {
      server.site.setRoot(dir);
      return Promise.resolve();
    },
  });
  await server.listen({ port: opts.config.port, host: opts.config.host });
  if (!kept) publisher.request();
  return {
    publisher,
    close: () => server.close(),
  };
}
