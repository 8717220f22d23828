/**
 * Setup file of the projects whose files share a worker's modules (`isolate: false`: unit, postgres):
 * what a file changes in the process's environment (`process.env`, `vi.stubEnv`, stubbed
 * globals, fake timers) is put back after it, so the next file in the worker starts as it would
 * in a process of its own.
 */
import { afterAll, vi } from 'vitest';

const env = { ...process.env };

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const key of Object.keys(process.env)) if (!(key in env)) Reflect.deleteProperty(process.env, key);
  Object.assign(process.env, env);
});
