/**
 * Kiosk mode is an operator's act: only the configured PIN passes `POST /v1/kiosk/check`,
 * a server without one lets no device become a kiosk, and guessing is rate limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/api.ts';
import { ENDPOINTS, client, recordRoutes, unreached, type Recorder } from '#tests/support/api-helpers.ts';
import { configFromEnv } from '#src/server/config.ts';
import { ConfigError } from '#src/server/settings.ts';
import { pinDigest, pinMatches } from '#src/server/services/kiosk-pin.ts';
import { ifStarted } from '#tests/support/if-started.ts';

const PIN = '4711-staff';
let t: TestApp;
let rec: Recorder;

beforeAll(async () => {
  t = await createTestApp({
    kioskPin: pinDigest(PIN),
    authRateLimit: { max: 1000, perAddress: 1000, windowSeconds: 60 },
  });
  rec = recordRoutes(t.app);
}, 60_000);
afterAll(() => ifStarted(t, (x) => x.close()));

describe('POST /v1/kiosk/check', () => {
  it('accepts the configured PIN and refuses any other with a message key', async () => {
    const c = client(t.app);
    const right = await c.post('/v1/kiosk/check', { pin: PIN });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ result: 'OK' });
    for (const pin of ['4711', `${PIN} `, PIN.toUpperCase(), 'x'.repeat(200)]) {
      const wrong = await c.post('/v1/kiosk/check', { pin });
      expect(wrong.statusCode, pin).toBe(403);
      expect(wrong.json()).toEqual({ message: 'kiosk.wrongPin' });
    }
  });

  it('names what is wrong with a request without a PIN', async () => {
    const res = await client(t.app).post('/v1/kiosk/check', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'error.validation', errors: { pin: 'validation.required' } });
  });

  it('lets no device become a kiosk when the server has no PIN', async () => {
    const x = await createTestApp({ kioskPin: null });
    try {
      const res = await client(x.app).post('/v1/kiosk/check', { pin: PIN });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'kiosk.notConfigured' });
    } finally {
      await x.close();
    }
  });

  it('counts every attempt against the auth rate limit, so the PIN cannot be found by trying', async () => {
    const x = await createTestApp({
      kioskPin: pinDigest(PIN),
      authRateLimit: { max: 3, perAddress: 1000, windowSeconds: 600 },
    });
    try {
      const c = client(x.app);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await c.post('/v1/kiosk/check', { pin: `guess ${i}` })).statusCode);
      expect(codes).toEqual([403, 403, 403, 429]);
      // Even the right PIN is refused until the window ends.
      expect((await c.post('/v1/kiosk/check', { pin: PIN })).statusCode).toBe(429);
    } finally {
      await x.close();
    }
  });

  it('is reached by these tests', () => {
    expect(unreached(ENDPOINTS.kiosk, rec)).toEqual([]);
  });
});

describe('the kiosk PIN setting', () => {
  it('is kept as a digest, compared whole, and a too short one stops the start without echoing it', () => {
    const config = configFromEnv({ DATA_DIR: '/tmp/kiosk-pin-test', JWT_SECRET: 'x'.repeat(40), KIOSK_PIN: ' 2468 ' });
    expect(config.kioskPin).toEqual(pinDigest('2468'));
    expect(pinMatches(config.kioskPin, '2468')).toBe(true);
    expect(pinMatches(config.kioskPin, '246')).toBe(false);
    expect(pinMatches(null, '2468')).toBe(false);
    expect(configFromEnv({ DATA_DIR: '/tmp/kiosk-pin-test', JWT_SECRET: 'x'.repeat(40) }).kioskPin).toBeNull();
    expect(() =>
      configFromEnv({ DATA_DIR: '/tmp/kiosk-pin-test', JWT_SECRET: 'x'.repeat(40), KIOSK_PIN: '123' }),
    ).toThrow(ConfigError);
    expect(() =>
      configFromEnv({ DATA_DIR: '/tmp/kiosk-pin-test', JWT_SECRET: 'x'.repeat(40), KIOSK_PIN: '123' }),
    ).toThrow(/KIOSK_PIN must be at least 4 characters; it has 3$/);
  });
});
