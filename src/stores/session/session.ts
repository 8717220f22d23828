/**
 * The visitor's session: the anonymous uuid (created on demand), tokens, kiosk mode, and the
 * API client every island shares. The client's code (redaxios, the token refresh) loads with the
 * first request, so a player nobody has used yet has not loaded it. Logic lives here, not in
 * components.
 */
import { atom } from 'nanostores';
import { DEFAULT_LANG, isLang } from '../../domain/locale.ts';
import type { Lang } from '../../domain/model.ts';
import { localize, paths } from '../../domain/routes.ts';
import { call } from '../../api-client/calls.ts';
import type { ApiClient, ApiClientOptions, ApiRequest } from '../../api-client/client.ts';
import { isApiMissing } from '../../api-client/api-missing.ts';
import { isApiFailure } from '../../api-client/failures.ts';
import { createStorage, type KeyValueStorage } from '../../api-client/storage.ts';
import { randomUuid } from '../../utils/random-uuid.ts';
import { connectQueue, queueCall, type Actor } from '../queue/index.ts';
import { noteApiFailure, noteApiReached } from './api-away.ts';

export interface CurrentUser {
  readonly uuid: string;
  readonly email: string | null;
  readonly is_verified: boolean;
  readonly is_kiosk_user: boolean;
}

export const $user = atom<CurrentUser | null>(null);

export interface SessionDeps {
  readonly storage: KeyValueStorage;
  readonly api: ApiClient;
}

let deps: SessionDeps | null = null;

/** Pages that take over when the session ends (see onSessionEnd). */
const endHandlers = new Set<() => void>();

/**
 * Lets a page handle the end of the session (the token refresh refused) itself instead of the
 * default, a move to the login page: the organizers' results page shows its own login form, so
 * a projector stays where it is. Returns the unsubscribe.
 */
export function onSessionEnd(handler: () => void): () => void {
  endHandlers.add(handler);
  return () => endHandlers.delete(handler);
}

/** The API's base URL (`PUBLIC_API_URL`, else this origin's `/v1`): calls, and images the API draws. */
export function apiBase(): string {
  // Vite's env; undefined where the module runs under plain Node.
  return ((import.meta.env as ImportMeta['env'] | undefined)?.['PUBLIC_API_URL'] as string | undefined) || '/v1';
}

/** The storage and API client of this page (created on first use; tests may set their own). */
export function session(): SessionDeps {
  if (!deps) {
    const storage = createStorage();
    const lang = (): Lang => {
      const page = typeof document === 'undefined' ? null : document.documentElement.lang;
      return isLang(page) ? page : DEFAULT_LANG;
    };
    const options: ApiClientOptions = {
      baseURL: apiBase(),
      storage,
      lang,
      onSessionEnded: () => {
        $user.set(null);
        if (endHandlers.size > 0) for (const handler of [...endHandlers]) handler();
        else if (typeof location !== 'undefined') location.assign(localize(lang(), paths.account('login')));
      },
    };
    let client: Promise<ApiClient> | null = null;
    const api: ApiClient = {
      // Every call tells whether the API answered (src/stores/session/api-away.ts).
      request: <T>(req: ApiRequest) =>
        (client ??= import('../../api-client/client.ts').then((m) => m.createApiClient(options)))
          .then((c) => c.request<T>(req))
          .then(
            (answer) => {
              noteApiReached();
              return answer;
            },
            (err: unknown) => {
              // A conditional read's 304 is the API answering "unchanged", not a failure.
              if (isApiFailure(err) && err.status === 304) noteApiReached();
              else noteApiFailure(err);
              throw err;
            },
          ),
    };
    deps = { storage, api };
  }
  return deps;
}

/** Sets (or, with null, resets to the page's own) the storage and API client; tests set their own. */
export function setSessionDeps(next: SessionDeps | null): void {
  deps = next;
  creating = null;
}

/** The creation under way: concurrent callers share it, so one visitor gets one uuid. */
let creating: Promise<string> | null = null;

/**
 * The uuid that answers are recorded under; creates an anonymous (or kiosk) user once. Without
 * a network the device chooses the uuid and the creation waits in the offline queue, ahead of
 * the answers given under it (the API accepts a client-chosen uuid once).
 */
export async function ensureUserUuid(): Promise<string> {
  const existing = session().storage.get('user_uuid');
  if (existing) return existing;
  creating ??= createUser().finally(() => {
    creating = null;
  });
  return creating;
}

async function createUser(): Promise<string> {
  const { storage, api } = session();
  const data = { source: 'web-app', is_kiosk_user: storage.get('kiosk_mode') === 'true' };
  let uuid: string;
  try {
    uuid = (await call(api, 'createUser', { body: data })).data.uuid;
  } catch (err) {
    if (!isApiMissing(err)) throw err;
    uuid = randomUuid();
    await queueCall('user', 'createUser', { body: { ...data, uuid } }, { uuid, account: false });
  }
  storage.set('user_uuid', uuid);
  return uuid;
}

/** Who the visitor is now: the stored uuid, and whether a session (token) is stored. */
export function currentActor(): Actor {
  const { storage } = session();
  return { uuid: storage.get('user_uuid') ?? '', account: Boolean(storage.get('access_token')) };
}

// The queue is given its sender and its user here (it never imports the session): calls go
// through whatever API client the session has when they are sent (tests swap it).
connectQueue({ send: (request, signal) => session().api.request({ ...request, signal }), actor: currentActor });
