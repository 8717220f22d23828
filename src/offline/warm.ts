/**
 * Asks the service worker (src/sw.ts) to keep pages for offline use, and resolves with its
 * reply (`{ kept, total }`), or null where there is no service worker (dev, old browsers,
 * the worker not yet installed within `waitMs`).
 */
import type { Lang } from '../domain/model.ts';

export type WarmMessage =
  { type: 'warm'; urls: readonly string[] } | { type: 'kiosk'; lang: Lang } | { type: 'kiosk-off' };

/** The worker's reply (src/sw.ts `reply`): how many pages it kept, of how many, for a warm or kiosk message. */
export interface WarmReply {
  readonly type?: string;
  readonly kept?: number;
  readonly total?: number;
}

export async function askServiceWorker(message: WarmMessage, waitMs = 15_000): Promise<WarmReply | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const timeout = new Promise<null>((r) => setTimeout(() => r(null), waitMs));
  const reg = await Promise.race([navigator.serviceWorker.ready, timeout]);
  const worker = reg?.active;
  if (!worker) return null;
  return Promise.race([
    new Promise<WarmReply>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (e) => resolve(e.data as WarmReply);
      worker.postMessage(message, [channel.port2]);
    }),
    // Warming many pages takes long: the page does not wait for it beyond a minute.
    new Promise<null>((r) => setTimeout(() => r(null), 60_000)),
  ]);
}
