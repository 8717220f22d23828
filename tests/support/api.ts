/**
 * A real API app for tests: a real database (in-memory PGlite, or the PostgreSQL server named
 * by TEST_DATABASE_URL, emptied first), the mini pack as content, and mail written to a
 * temporary outbox that tests read.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { normalizeSpace } from '#src/content-layer/normalize.ts';
import type { RawSpace } from '#src/content-layer/raw.ts';
import { buildApp } from '#src/server/app.ts';
import { configFromEnv, type ServerConfig } from '#src/server/config.ts';
import { openDatabase } from '#src/server/db/client.ts';
import { miniPack } from '../fixtures/mini-pack.ts';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly config: ServerConfig;
  /** Mail files in the outbox, oldest first. */
  outbox(): string[];
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  extra: { distDir?: string; logger?: FastifyBaseLogger; now?: () => Date } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-'));
  const url = process.env['TEST_DATABASE_URL'];
  const config = {
    ...configFromEnv({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }),
    databaseUrl: url,
    ...overrides,
  };
  const database = await openDatabase({ url, dataDir: url ? dataDir : 'memory://' });
  if (url)
    await database.db.execute(
      sql`truncate users, rate_limits, answer_counts, event_answer_counts, event_totals cascade`,
    );
  const app = await buildApp({
    config,
    database,
    content: normalizeSpace(miniPack() as unknown as RawSpace),
    ...(extra.distDir ? { distDir: extra.distDir } : {}),
    ...(extra.logger ? { logger: extra.logger } : {}),
    ...(extra.now ? { now: extra.now } : {}),
  });
  return {
    app,
    config,
    outbox() {
      const dir = join(dataDir, 'outbox');
      try {
        return readdirSync(dir)
          .sort()
          .map((f) => readFileSync(join(dir, f), 'utf8'));
      } catch {
        return [];
      }
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
