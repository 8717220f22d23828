import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { anyOf } from '#tests/support/matchers.ts';
import { createTestApp } from '#tests/support/api.ts';
import { client, eventually, register } from '#tests/support/api-helpers.ts';
import { createLogger } from './logger.ts';

/** A destination that keeps every JSON line the logger writes. */
function lines() {
  const out: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) out.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { out, stream };
}

describe('the server logger', () => {
  it('is on at info by default and quiet with LOG_LEVEL', () => {
    expect(createLogger({}).level).toBe('info');
    expect(createLogger({ LOG_LEVEL: 'warn' }).level).toBe('warn');
    expect(createLogger({ LOG_LEVEL: 'silent' }).level).toBe('silent');
    expect(createLogger({ LOG_LEVEL: 'loud' }).level).toBe('info');
  });

  it('writes JSON lines with a request id for every API request', async () => {
    const { out, stream } = lines();
    const t = await createTestApp({}, { logger: createLogger({ LOG_LEVEL: 'info' }, stream) });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/v1/users/me' });
      expect(res.statusCode).toBe(401);
      const done = out.find((l) => l['msg'] === 'request completed');
      expect(done).toMatchObject({ level: 30, reqId: anyOf(String) });
      expect(out.filter((l) => l['reqId'] === done?.['reqId']).length).toBeGreaterThanOrEqual(2);
    } finally {
      await t.close();
    }
  });

  it('logs an error the client never sees at error level (a login email that could not be sent)', async () => {
    const { out, stream } = lines();
    const t = await createTestApp({}, { logger: createLogger({ LOG_LEVEL: 'warn' }, stream) });
    try {
      const c = client(t.app);
      const s = await register(c);
      t.app.mailer.send = () => Promise.reject(new Error('smtp relay down'));
      const res = await c.post('/v1/users/forgot_password', { email: s.email });
      expect(res.json()).toEqual({ message: 'account.emailSent' });
      const logged = await eventually(() => out.find((l) => l['level'] === 50));
      expect(logged).toMatchObject({ msg: 'login email not sent', err: { message: 'smtp relay down' } });
    } finally {
      await t.close();
    }
  });
});
