/**
 * Which webhook deliveries were seen. Contentful retries a delivery with the same idempotency
 * key; the keys live in the database so every process shares them and a restart forgets none.
 * A key is stored as its SHA-256 (bounded size whatever the header holds) with its time, and
 * keys older than `KEEP_DAYS` are pruned: the signature's 30-second window refuses a replay of
 * anything that old anyway.
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { webhookDeliveries } from '../db/schema.ts';
import { hashToken } from '../services/secrets.ts';

export const KEEP_DAYS = 7;

/**
 * Records a delivery's key: true the first time any process sees it, false for a repeat. One
 * `insert … on conflict do nothing returning`, so two processes receiving it at once cannot
 * both get true.
 */
export async function firstDelivery(db: Db, key: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db.insert(webhookDeliveries).values({ keyHash: hashToken(key), receivedAt: now }).onConflictDoNothing().returning({ keyHash: webhookDeliveries.keyHash });
  if (rows.length) await pruneDeliveries(db, now);
  return rows.length > 0;
}

/** Forgets keys received more than `KEEP_DAYS` before `now`. */
export async function pruneDeliveries(db: Db, now: Date = new Date()): Promise<void> {
  await db.delete(webhookDeliveries).where(lt(webhookDeliveries.receivedAt, new Date(now.getTime() - KEEP_DAYS * 24 * 3600 * 1000)));
}
