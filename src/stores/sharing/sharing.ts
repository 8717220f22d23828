/**
 * Sharing a link (a certificate's verification page, a shared result): the Web Share API where
 * the browser has it, copying the link with the Clipboard API otherwise.
 */
import { reportUnexpected } from '../../observability/report-error.ts';

export interface ShareData {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The browser offers the Web Share API for this data (phones, some desktops). */
export function canShare(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare(data);
}

/** Opens the system's share sheet; the learner closing it is `cancelled`, not a failure. */
export async function shareLink(data: ShareData): Promise<ShareOutcome> {
  try {
    await navigator.share(data);
    return 'shared';
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
    reportUnexpected(err);
    return 'failed';
  }
}

/** Copies the link with the Clipboard API (`failed` where the browser refuses). */
export async function copyLink(url: string): Promise<ShareOutcome> {
  // No Clipboard API outside a secure context (plain http on another host than localhost).
  if (typeof navigator === 'undefined' || !(navigator as Partial<Navigator>).clipboard) return 'failed';
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch (err) {
    reportUnexpected(err);
    return 'failed';
  }
}
