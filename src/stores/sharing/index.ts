/**
 * Sharing a link: the share sheet where there is one, else the clipboard. Depends on nothing in
 * src/stores.
 */
export { canShare, copyLink, shareLink, type ShareData, type ShareOutcome } from './sharing.ts';
