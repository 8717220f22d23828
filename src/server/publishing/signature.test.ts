import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signRequest, verifyRequest } from './signature.ts';

const secret = 'a'.repeat(64);
const body = '{"sys":{"id":"q1"}}';
const base = {
  method: 'POST',
  path: '/hooks/contentful',
  body,
  headers: {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  },
};

describe('webhook signature', () => {
  it('matches the documented canonical form (independent HMAC)', () => {
    const ts = 1_700_000_000_000;
    const signed = signRequest(secret, base, ts);
    const canonical = [
      'POST',
      '/hooks/contentful',
      `content-type:application/vnd.contentful.management.v1+json;x-contentful-signed-headers:${signed['x-contentful-signed-headers']};x-contentful-timestamp:${ts};x-contentful-topic:ContentManagement.Entry.publish`,
      body,
    ].join('\n');
    expect(signed['x-contentful-signature']).toBe(createHmac('sha256', secret).update(canonical).digest('hex'));
  });

  it('accepts a fresh signed request and refuses tampering, other secrets, stale and unsigned ones', () => {
    const now = Date.now();
    const req = { ...base, headers: { ...base.headers, ...signRequest(secret, base, now) } };
    expect(verifyRequest(secret, req, 30, now + 1000)).toBe('ok');
    expect(verifyRequest(secret, { ...req, body: body.replace('q1', 'q2') }, 30, now)).toBe('bad-signature');
    expect(verifyRequest('b'.repeat(64), req, 30, now)).toBe('bad-signature');
    expect(verifyRequest(secret, req, 30, now + 31_000)).toBe('stale');
    expect(verifyRequest(secret, base, 30, now)).toBe('unsigned');
  });
});
