/**
 * Health endpoints for load balancers and orchestrators, outside `/v1`, without auth, never
 * cached. `GET /healthz`: the process serves (200 while it does). `GET /readyz`:
 * it can serve the API: the database answers `select 1` (within 2 s), content is loaded and the
 * process is not stopping; else 503 naming the check that failed. Not in the OpenAPI document: they are for operators, not
 * API clients.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginOptions, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export type CheckResult = 'ok' | 'failed';

export interface Readiness {
  readonly status: 'ok' | 'unavailable';
  /** `accepting`: failed once the process is stopping (src/server/plugins/drain.ts). */
  readonly checks: { readonly database: CheckResult; readonly content: CheckResult; readonly accepting: CheckResult };
}

const DB_TIMEOUT_MS = 2000;

async function databaseAnswers(app: FastifyInstance): Promise<CheckResult> {
  if (!app.databaseReady()) return 'failed';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => (timer = setTimeout(() => resolve('failed'), DB_TIMEOUT_MS)));
  const query = app.db.execute(sql`select 1`).then(
    (): CheckResult => 'ok',
    (): CheckResult => 'failed',
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this process can answer API calls now: the database and the content. */
export async function readiness(app: FastifyInstance): Promise<Readiness> {
  const checks = {
    database: await databaseAnswers(app),
    // Typed as always decorated; an app whose content never got there must answer 'failed', not throw.
    content: (app.content as FastifyInstance['content'] | undefined)?.index ? 'ok' : 'failed',
    accepting: app.draining() ? 'failed' : 'ok',
  } as const;
  return { status: Object.values(checks).every((c) => c === 'ok') ? 'ok' : 'unavailable', checks };
}

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

function health(app: FastifyInstance, _opts: FastifyPluginOptions, done: () => void) {
  const route = { schema: { hide: true } } as const;
  app.get('/healthz', route, async (_request, reply) => noStore(reply).send({ status: 'ok' }));
  app.get('/readyz', route, async (_request, reply) => {
    const ready = await readiness(app);
    return noStore(reply)
      .code(ready.status === 'ok' ? 200 : 503)
      .send(ready);
  });
  done();
}

export default fp(health, { name: 'health', dependencies: ['drain'] });
