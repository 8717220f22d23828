/**
 * The stores' session (src/stores/session/session.ts) and offline queue on a stand-in API whose every
 * answer waits until `release()`: a slow phone network, so a store test sees what the learner
 * sees before anything has come back. `handle` answers a request (return `rejectWith(failure)` to
 * refuse it); the queue keeps its calls in memory and sends them through the same API.
 */
import type { ApiClient, ApiRequest } from '#src/api-client/client.ts';
import { createStorage } from '#src/api-client/storage.ts';
import { memoryQueueDeps, setQueueDeps } from '#src/stores/queue/runtime/index.ts';
import { session, setSessionDeps } from '#src/stores/session/index.ts';

/** The uuid a returning visitor has stored. */
export const STORED_UUID = '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';

/** Starts the session on the gated API; `uuid: null` is a first visit (no stored uuid). */
export function gatedSession(
  handle: (req: ApiRequest) => unknown,
  { uuid = STORED_UUID }: { uuid?: string | null } = {},
): { release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const api: ApiClient = {
    async request<T>(req: ApiRequest): Promise<T> {
      await gate;
      return handle(req) as T;
    },
  };
  const storage = createStorage(null);
  if (uuid) storage.set('user_uuid', uuid);
  setSessionDeps({ storage, api });
  setQueueDeps(memoryQueueDeps((r) => session().api.request(r)));
  return { release };
}

/** Ends what `gatedSession` started (the next test starts its own). */
export function endGatedSession(): void {
  setSessionDeps(null);
  setQueueDeps(null);
}
