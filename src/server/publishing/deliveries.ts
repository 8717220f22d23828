/**
 * Which webhook deliveries were seen. Contentful retries a delivery with the same idempotency
 * key; the keys live in the database so every process shares them and a restart forgets none.
 * The signature of every accepted request is kept beside them: a request sent again as it was
 * (a replay, within the signature's 30-second window) is known by its signature whatever
 * idempotency key it carries, since a key header outside the signed headers can be changed
 * freely. Both are stored as SHA-256 (bounded size whatever the headers hold) with their time,
 * and rows older than `KEEP_DAYS` are pruned: the signature's window refuses a replay of anything
 * that old anyway.
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { webhookDeliveries } from '../db/schema.ts';
import { hashToken } from '../services/secrets.ts';

export const KEEP_DAYS = 7;

/** A signed request as the webhook accepted it: its signature, and its idempotency key when it has one. */
export interface Received {
  readonly signature: string;
  readonly key?: string | undefined;
}

/**
 * What a received request is: `new`, a `duplicate` of a delivery seen before (its idempotency key
 * was, under another signature: Contentful's retry), or `replayed` (this very signature was seen:
 * the same request sent again).
 */
export type Delivery = 'new' | 'duplicate' | 'replayed';

/**
 * Records a received request's signature and idempotency key and tells what it is. One
 * `insert … on conflict do nothing returning` for both, so of two processes receiving the same
 * request at once exactly one gets `new`.
 */
export async function recordDelivery(db: Db, received: Received, now: Date = new Date()): Promise<Delivery> {
  const signature = hashToken(`signature:${received.signature}`);
  const key = received.key === undefined ? null : hashToken(received.key);
  const hashes = [...new Set([signature, ...(key === null ? [] : [key])])];
  const rows = await db
    .insert(webhookDeliveries)
    .values(hashes.map((keyHash) => ({ keyHash, receivedAt: now })))
    .onConflictDoNothing()
    .returning({ keyHash: webhookDeliveries.keyHash });
  const inserted = new Set(rows.map((r) => r.keyHash));
  if (inserted.size) await pruneDeliveries(db, now);
  if (!inserted.has(signature)) return 'replayed';
  return key === null || inserted.has(key) ? 'new' : 'duplicate';
}

/** Forgets keys and signatures received more than `KEEP_DAYS` before `now`. */
export async function pruneDeliveries(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.receivedAt, new Date(now.getTime() - KEEP_DAYS * 24 * 3600 * 1000)));
}
