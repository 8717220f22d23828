/**
 * Server errors (5xx) go to Rollbar when `ROLLBAR_SERVER_TOKEN` is set, and always to the log.
 * Client errors (4xx) are the client's, not ours, and are not reported.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import Rollbar from 'rollbar';
import { rollbarOptions, type ReportingConfig } from '#src/observability/rollbar-config.ts';
import { codeVersion, isProduction } from '#src/observability/public-config.ts';
import { uniqueViolation } from '../api/unique-violations.ts';
import { DomainError } from '../services/errors.ts';

export function reportingConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ReportingConfig | null {
  const token = env['ROLLBAR_SERVER_TOKEN'];
  if (!token) return null;
  // The same production flag and code version as the browser's (git commit by default, asked
  // once). Only these: the browser-only settings (a tag id) must not stop the API from starting.
  return {
    accessToken: token,
    production: isProduction(env),
    codeVersion: codeVersion(env),
    endpoint: env['ROLLBAR_ENDPOINT'],
  };
}

function errorReporting(app: FastifyInstance, opts: { config: ReportingConfig | null }, done: () => void) {
  const rollbar = opts.config ? new Rollbar(rollbarOptions(opts.config)) : null;
  app.decorate('rollbar', rollbar);
  app.addHook('onError', async (request, _reply, error) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    // A domain error (a refusal) and a lost race on a unique constraint (409, see
    // api/unique-violations.ts) are answers, not faults. The error handlers log the rest.
    if (status < 500 || error instanceof DomainError || uniqueViolation(error)) return;
    rollbar?.error(error as Error, { method: request.method, url: request.url.split('?')[0] });
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (rollbar ? rollbar.wait(() => resolve()) : resolve()));
  });
  done();
}

declare module 'fastify' {
  interface FastifyInstance {
    rollbar: Rollbar | null;
  }
}

export default fp(errorReporting, { name: 'error-reporting' });
