/**
 * The last call the API refused for good (the offline queue sets it each time one is dropped,
 * src/stores/queue/runtime/call-queue.ts). The answering players listen: a dropped practice or event answer
 * sends the visitor to the start screen (docs/reference/errors.md#answers). Apart from the queue,
 * so a player listens without loading it.
 */
import { atom } from 'nanostores';
import type { QueuedCall } from './queue-policy.ts';

export const $droppedCall = atom<QueuedCall | null>(null);
