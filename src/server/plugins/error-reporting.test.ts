/**
 * Rollbar's service cannot run here, so a local HTTP server stands in at the network boundary:
 * a 5xx reaches it with the access token and scrubbed values; a 4xx (a unique violation answered
 * 409 too) does not; without a token nothing is sent.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/api.ts';
import { reportingConfigFromEnv } from './error-reporting.ts';

const received: { headers: IncomingMessage['headers']; body: string }[] = [];
const rollbar = createServer((req, res) => {
  let body = '';
  req.on('data', (d: Buffer) => (body += d.toString()));
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"err":0,"result":{"uuid":"x"}}');
  });
});

let t: TestApp;

/**
 * Causes a 5xx and waits until Rollbar has sent everything: the messages of the items received
 * since `before`. A report that should not exist would be among them, with no time waited.
 */
async function reportedSinceAFault(before: number): Promise<string[]> {
  expect((await t.app.inject({ method: 'GET', url: '/v1/boom' })).statusCode).toBe(500);
  await new Promise<void>((resolve) => t.app.rollbar!.wait(() => resolve()));
  await vi.waitFor(() => expect(received.length).toBeGreaterThan(before));
  return received
    .slice(before)
    .map(
      (r) =>
        (JSON.parse(r.body) as { data: { body: { trace_chain: { exception: { message: string } }[] } } }).data.body
          .trace_chain[0]!.exception.message,
    );
}
const saved = { ...process.env };
beforeAll(async () => {
  await new Promise<void>((r) => rollbar.listen(0, '127.0.0.1', () => r()));
  process.env['ROLLBAR_SERVER_TOKEN'] = 'test-server-token';
  process.env['ROLLBAR_ENDPOINT'] = `http://127.0.0.1:${(rollbar.address() as AddressInfo).port}/api/1/`;
  t = await createTestApp();
  t.app.get('/v1/boom', () => {
    throw Object.assign(new Error('database exploded; password=hunter2'), { password: 'hunter2' });
  });
}, 60_000);
afterAll(async () => {
  process.env = saved;
  await t.close();
  rollbar.close();
});

describe('server error reporting', () => {
  it('sends a 5xx to the error service with the token, and never a stack trace to the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'error.internal' });
    await new Promise<void>((resolve) => t.app.rollbar!.wait(() => resolve()));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.headers['x-rollbar-access-token']).toBe('test-server-token');
    const item = JSON.parse(received[0]!.body) as {
      data: { environment: string; body: { trace_chain: { exception: { message: string } }[] } };
    };
    expect(item.data.body.trace_chain[0]!.exception.message).toContain('database exploded');
    expect(item.data.environment).toBe('development');
  });

  it('does not report client errors', async () => {
    const before = received.length;
    expect((await t.app.inject({ method: 'GET', url: '/v1/events/none' })).statusCode).toBe(404);
    // A 5xx after it, and everything sent so far: had the 404 been reported, it would be here too.
    expect(await reportedSinceAFault(before)).toEqual([expect.stringContaining('database exploded')]);
  });

  it('does not report a lost race on a unique constraint (answered 409)', async () => {
    const before = received.length;
    const payload = {
      email: 'taken@example.org',
      password: 'a long password',
      password_confirm: 'a long password',
      agreements_acceptence: true,
    };
    expect((await t.app.inject({ method: 'POST', url: '/v1/users/register', payload })).statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/v1/users/register', payload });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'error.validation', errors: { email: 'validation.emailTaken' } });
    // As above: a 5xx after it, and everything sent so far; had the 409 been reported, it would be here too.
    expect(await reportedSinceAFault(before)).toEqual([expect.stringContaining('database exploded')]);
  });
});

describe('reporting configuration', () => {
  it('reads the production flag and code version only: a malformed analytics tag id does not stop the API', () => {
    const env = {
      ROLLBAR_SERVER_TOKEN: 't',
      PUBLIC_ANALYTICS_TAG_ID: 'not a tag',
      PUBLIC_PRODUCTION: 'true',
      PUBLIC_CODE_VERSION: 'v9',
    };
    expect(reportingConfigFromEnv(env)).toEqual({
      accessToken: 't',
      production: true,
      codeVersion: 'v9',
      endpoint: undefined,
    });
    expect(reportingConfigFromEnv({ PUBLIC_ANALYTICS_TAG_ID: 'not a tag' })).toBeNull();
  });
});
