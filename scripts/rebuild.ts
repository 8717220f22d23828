/**
 * `npm run rebuild`: for editors without webhooks. Sends the running server (`PORT`, default
 * 4321) a signed publish request, exactly as Contentful would, so it rebuilds and puts the
 * new build live; needs the server's `CONTENTFUL_WEBHOOK_SECRET`.
 */
import { signRequest } from '../src/server/publishing/signature.ts';

const secret = process.env['CONTENTFUL_WEBHOOK_SECRET'];
if (!secret) {
  console.error('Set CONTENTFUL_WEBHOOK_SECRET to the value the server runs with.');
  process.exit(1);
}
const base = process.env['PUBLIC_URL'] || `http://localhost:${process.env['PORT'] || 4321}`;
const body = JSON.stringify({ sys: { type: 'Entry', id: 'manual-rebuild' } });
const headers = {
  'content-type': 'application/vnd.contentful.management.v1+json',
  'x-contentful-topic': 'ContentManagement.Entry.publish',
  'x-contentful-idempotency-key': `manual-${Date.now()}`,
};
const res = await fetch(`${base}/hooks/contentful`, {
  method: 'POST',
  headers: { ...headers, ...signRequest(secret, { method: 'POST', path: '/hooks/contentful', headers, body }) },
  body,
});
console.log(res.status, await res.text());
if (res.status !== 202) process.exit(1);
console.log(`Rebuilding; follow ${base}/hooks/status`);
