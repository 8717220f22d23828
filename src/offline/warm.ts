/**
 * Asks the service worker (src/sw.ts) to keep pages for offline use, and resolves with its
 * reply (`{ kept, total }`), or null where there is no service worker (dev, old browsers,
 * the worker not yet installed within `waitMs`).
 */
import type { Lang } from '../domain/model.ts';

export type WarmMessage =
  { type: 'warm'; urls: readonly string[] } | { type: 'kiosk'; lang: Lang } | { type: 'kiosk-off' };

export async function askServiceWorker(message: WarmMessage, waitMs = 15_000): Promise<Record<string, unknown> | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const timeout = new Promise<null>((r) => setTimeout(() => r(null), waitMs));
  const reg = await Promise.race([navigator.serviceWorker.ready, timeout]);
  const worker = reg?.active;
  if (!worker) return null;
  return Promise.race([
    new Promise<Record<string, unknown>>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (e) => resolve(e.data as Record<string, unknown>);
      worker.postMessage(message, [channel.port2]);
    }),
    // Warming many pages takes long: the page does not wait for it beyond a minute.
    new Promise<null>((r) => setTimeout(() => r(null), 60_000)),
  ]);
}
