import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../../api-client/client.ts';
import { rejectWith, unreachable } from '../../../api-client/failures.ts';
import { onReportedError } from '../../../observability/report-error.ts';
import { $alert, hideAlert } from '../../alerts/index.ts';
import { createCallQueue, type QueueDeps } from './call-queue.ts';
import { $droppedCall } from '../dropped-call.ts';
import { $callQueue, enqueue, flushQueue, offlineNotice, setOffline, setQueueDeps } from './page-queue.ts';
import { actorOf, backoffMs, classifyFailure, keySeq, queueKey, type Actor, type QueuedCall } from '../queue-policy.ts';
import { memoryQueueStorage, storageLock } from './queue-storage.ts';

const ANON: Actor = { uuid: 'anon-1', account: false };

/** An API that stores answers once per client id, and can be down or refuse some. */
function fakeApi() {
  const stored: string[] = [];
  const seen = new Set<string>();
  const api = {
    down: false,
    status: 0,
    /** Whose session the requests carry (null: none); calls for another uuid are refused. */
    session: null as string | null,
    refuse: new Set<string>(),
    sends: 0,
    stored,
    async send(req: QueuedCall['request']) {
      api.sends++;
      if (api.down) return rejectWith({ status: api.status, data: undefined });
      const body = req.data as { user_uuid?: string; user_answer: { client_id: string; question_global_id: string } };
      if (body.user_uuid && body.user_uuid.startsWith('account') && api.session === null)
        return rejectWith({ status: 401, data: { message: 'auth.tokenRequired' } });
      if (body.user_uuid && api.session !== null && body.user_uuid !== api.session)
        return rejectWith({ status: 403, data: { message: 'auth.wrongUser' } });
      const a = body.user_answer;
      if (api.refuse.has(a.question_global_id))
        return rejectWith({ status: 400, data: { message: 'error.validation' } });
      if (!seen.has(a.client_id)) {
        seen.add(a.client_id);
        stored.push(a.question_global_id);
      }
      return { data: {} };
    },
  };
  return api;
}

const answer = (q: string, id = `client-${q}`, uuid?: string): QueuedCall['request'] & ApiRequest => ({
  method: 'post',
  path: '/user_answers',
  data: { ...(uuid ? { user_uuid: uuid } : {}), user_answer: { client_id: id, question_global_id: q } },
});

let retries: { fn: () => void; ms: number }[];
function start(api: ReturnType<typeof fakeApi>, extra: Partial<QueueDeps> = {}) {
  retries = [];
  const deps: QueueDeps = {
    storage: memoryQueueStorage(),
    send: (r) => api.send(r),
    lock: (fn) => fn(),
    schedule: (fn, ms) => {
      retries.push({ fn, ms });
      return () => undefined;
    },
    ...extra,
  };
  setQueueDeps(deps);
  return deps;
}

beforeEach(() => {
  hideAlert();
  $droppedCall.set(null);
});
afterEach(() => {
  setQueueDeps(null);
  vi.useRealTimers();
});

describe('call queue', () => {
  it('sends in the order given, each once, while online', async () => {
    const api = fakeApi();
    start(api);
    for (const q of ['q1', 'q2', 'q3']) await enqueue('answer', answer(q), ANON);
    await flushQueue();
    expect(api.stored).toEqual(['q1', 'q2', 'q3']);
    expect($callQueue.get()).toMatchObject({ pending: 0, offline: false });
  });

  it('keeps answers while the network is down and sends them in order when it returns: none lost, none twice', async () => {
    const api = fakeApi();
    const deps = start(api);
    api.down = true;
    setOffline(true);
    for (const q of ['q1', 'q2', 'q3', 'q4']) await enqueue('answer', answer(q), ANON);
    await flushQueue();
    expect(api.stored).toEqual([]);
    expect(await deps.storage.list()).toHaveLength(4);
    expect($callQueue.get()).toMatchObject({ pending: 4, offline: true, caughtUp: false });
    expect(offlineNotice($callQueue.get())).toEqual({ key: 'offline.offlineSaved', count: 4 });
    // Online but the quiz server away: kept for it, not "sending".
    expect(offlineNotice({ ...$callQueue.get(), offline: false }, true)).toEqual({
      key: 'offline.keptForServer',
      count: 4,
    });
    expect(offlineNotice({ ...$callQueue.get(), offline: false })).toEqual({ key: 'offline.sending', count: 4 });
    api.down = false;
    setOffline(false);
    await flushQueue();
    expect(api.stored).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(await deps.storage.list()).toEqual([]);
    expect($callQueue.get()).toMatchObject({ pending: 0, offline: false, caughtUp: true });
    expect(offlineNotice($callQueue.get())).toEqual({ key: 'offline.caughtUp', count: 0 });
  });

  it('sends a call again when its reply was lost; the client id keeps it single', async () => {
    const api = fakeApi();
    let lose = true;
    start(api, {
      send: async (r) => {
        await api.send(r);
        if (lose) {
          lose = false;
          return rejectWith(unreachable);
        }
        return {};
      },
    });
    await enqueue('answer', answer('q1'), ANON);
    await flushQueue();
    expect(retries).toHaveLength(1);
    retries[0]!.fn();
    await flushQueue();
    expect(api.sends).toBe(2);
    expect(api.stored).toEqual(['q1']);
  });

  it('retries 5xx, 408 and 429 with growing waits, and drops a 4xx with an alert, going on with the rest', async () => {
    const api = fakeApi();
    start(api);
    api.down = true;
    api.status = 503;
    await enqueue('answer', answer('q1'), ANON);
    await enqueue('answer', answer('bad'), ANON);
    await enqueue('answer', answer('q3'), ANON);
    await flushQueue();
    retries.at(-1)!.fn();
    await flushQueue();
    expect(retries.map((r) => r.ms).slice(0, 2)).toEqual([1000, 2000]);
    expect($callQueue.get().offline).toBe(false);
    api.down = false;
    api.refuse.add('bad');
    await flushQueue();
    expect(api.stored).toEqual(['q1', 'q3']);
    expect($callQueue.get()).toMatchObject({ pending: 0, dropped: 1 });
    expect($alert.get()).toMatchObject({ visible: true, error: true, messages: [{ key: 'test.saveAnswerWentWrong' }] });
  });

  it('shares one run between concurrent flushes in a tab', async () => {
    const api = fakeApi();
    start(api);
    await enqueue('answer', answer('q1'), ANON);
    const [a, b] = await Promise.all([flushQueue(), flushQueue()]);
    expect(a).toBe(b);
    expect(api.sends).toBe(1);
  });

  it('tells the players which answer the API refused for good', async () => {
    const api = fakeApi();
    start(api);
    api.refuse.add('bad');
    await enqueue('answer', answer('bad'), ANON);
    await flushQueue();
    expect($droppedCall.get()).toMatchObject({
      kind: 'answer',
      request: { data: { user_answer: { question_global_id: 'bad' } } },
    });
  });

  it('gives up on a send that gets no reply: retried later, and later calls are not stuck behind it', async () => {
    const api = fakeApi();
    let hang = true;
    const aborted: boolean[] = [];
    start(api, {
      sendTimeoutMs: 20,
      send: (r, signal) => {
        if (!hang) return api.send(r);
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => {
            aborted.push(true);
            // Not an Error by design: the API client fails a call with a plain ApiFailure record (isApiFailure).
            // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
            reject({ status: 0, data: undefined });
          }),
        );
      },
    });
    await enqueue('answer', answer('q1'), ANON);
    const first = await flushQueue();
    expect(first).toMatchObject({ sent: 0, left: 1 });
    expect(aborted).toEqual([true]);
    expect($callQueue.get()).toMatchObject({ offline: true, pending: 1 });
    expect(retries).toHaveLength(1);
    hang = false;
    await enqueue('answer', answer('q2'), ANON);
    await flushQueue();
    expect(api.stored).toEqual(['q1', 'q2']);
  });

  it('keeps the order it was given in when the clock goes back, and after keys of an older version', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const api = fakeApi();
    api.down = true;
    const storage = memoryQueueStorage();
    // A call kept by the version that keyed calls by the time.
    await storage.put({
      key: `${String(1_700_000_000_000).padStart(15, '0')}-old`,
      kind: 'user',
      request: { method: 'post', path: '/users', data: { uuid: 'anon-1' } },
    });
    start(api, { storage });
    vi.setSystemTime(1_800_000_000_000);
    await enqueue('answer', answer('q1'), ANON);
    vi.setSystemTime(1_600_000_000_000); // the clock is corrected backwards
    await enqueue('answer', answer('q2'), ANON);
    const kept = await storage.list();
    expect(
      kept.map((c) =>
        c.kind === 'user'
          ? 'user'
          : (c.request.data as { user_answer: { question_global_id: string } }).user_answer.question_global_id,
      ),
    ).toEqual(['user', 'q1', 'q2']);
    expect(keySeq(kept[2]!.key)).toBeGreaterThan(keySeq(kept[1]!.key));
  });

  it('holds the calls of a uuid the session may not write for, in order, and sends the others', async () => {
    const api = fakeApi();
    const storage = memoryQueueStorage();
    start(api, { storage });
    const A: Actor = { uuid: 'account-a', account: true };
    await enqueue('answer', answer('a1', undefined, A.uuid), A);
    await enqueue('answer', answer('n1', undefined, 'anon-2'), { uuid: 'anon-2', account: false });
    await enqueue('answer', answer('a2', undefined, A.uuid), A);
    // Account A logged out, nobody logged in: A's answers get 401 and are held, not dropped.
    await flushQueue();
    expect(await flushQueue()).toMatchObject({ sent: 0, dropped: 0, left: 0, held: 2 });
    expect(api.stored).toEqual(['n1']);
    expect($callQueue.get()).toMatchObject({ pending: 0, answers: 0, held: 2, dropped: 0 });
    expect($alert.get().visible).toBe(false);
    // Someone else logs in: 403, still held, never credited to them.
    api.session = 'account-b';
    await flushQueue();
    expect(api.stored).toEqual(['n1']);
    // A logs in again: A's answers go, in order.
    api.session = A.uuid;
    expect(await flushQueue()).toMatchObject({ sent: 2, held: 0 });
    expect(api.stored).toEqual(['n1', 'a1', 'a2']);
    expect(await storage.list()).toEqual([]);
  });

  it('treats a user creation the API already settled (409) as done, without an alert', async () => {
    const storage = memoryQueueStorage();
    start(fakeApi(), {
      storage,
      send: async () => rejectWith({ status: 409, data: { message: 'validation.uuidRetired' } }),
    });
    await enqueue('user', { method: 'post', path: '/users', data: { uuid: 'anon-1' } }, ANON);
    expect(await flushQueue()).toMatchObject({ sent: 0, dropped: 0, left: 0 });
    expect(await storage.list()).toEqual([]);
    expect($alert.get().visible).toBe(false);
  });
});

/** Lets other tasks run (I/O callbacks, other tabs' flushers) without waiting on the clock. */
const tick = () => new Promise<void>((r) => setImmediate(r));

/** A mutex like the Web Locks API's: one holder, the others wait in turn. */
function mutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

describe('two tabs sharing one queue', () => {
  for (const [name, makeLocks] of [
    [
      'the Web Locks API',
      () => {
        const m = mutex();
        return [m, m];
      },
    ],
    [
      'the storage lease (no Web Locks)',
      (storage: ReturnType<typeof memoryQueueStorage>) => [
        storageLock(storage, { owner: 'tab1', wait: tick }),
        storageLock(storage, { owner: 'tab2', wait: tick }),
      ],
    ],
  ] as const) {
    it(`send each call once, in the order given, under ${name}`, async () => {
      const api = fakeApi();
      const storage = memoryQueueStorage();
      const [lock1, lock2] = (makeLocks as (s: typeof storage) => [QueueDeps['lock'], QueueDeps['lock']])(storage);
      const slowSend = async (r: QueuedCall['request']) => {
        await tick();
        return api.send(r);
      };
      const tab = (lock: QueueDeps['lock']) =>
        createCallQueue({ storage, lock, send: slowSend, schedule: () => () => undefined });
      const one = tab(lock1);
      const two = tab(lock2);
      // Both tabs add answers while both are flushing (enqueue starts a flush in each).
      for (let i = 1; i <= 6; i++) await (i % 2 ? one : two).enqueue('answer', answer(`q${i}`), ANON);
      await Promise.all([one.flush(), two.flush(), one.flush(), two.flush()]);
      await Promise.all([one.flush(), two.flush()]);
      expect(api.sends).toBe(6);
      expect(api.stored).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6']);
      expect(await storage.list()).toEqual([]);
    });
  }
});

describe('a bug while sending', () => {
  it('is reported, and the call stays on the device to be sent again', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'data')");
    const storage = memoryQueueStorage();
    const reported: unknown[] = [];
    const off = onReportedError((err) => reported.push(err));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      start(fakeApi(), { storage, send: async () => Promise.reject(bug) });
      await enqueue('answer', answer('q1'), ANON);
      expect(await flushQueue()).toMatchObject({ sent: 0, dropped: 0, left: 1 });
    } finally {
      off();
      quiet.mockRestore();
    }
    expect(reported).toContain(bug);
    expect(await storage.list()).toHaveLength(1);
    expect(retries.length).toBeGreaterThan(0);
    expect($alert.get().visible).toBe(false);
  });
  it('is not reported for the failures the queue was made for', async () => {
    const reported: unknown[] = [];
    const off = onReportedError((err) => reported.push(err));
    const api = fakeApi();
    api.down = true;
    start(api);
    await enqueue('answer', answer('q1'), ANON);
    await flushQueue();
    off();
    expect(reported).toEqual([]);
  });
});

describe('the storage lease', () => {
  it('waits for a live tab and takes over a lease whose tab died, by the injected clock', async () => {
    const storage = memoryQueueStorage();
    let now = 1_000;
    await storage.swap('lease', () => ({ owner: 'dead-tab', until: 31_000 }));
    const waits: number[] = [];
    const lock = storageLock(storage, {
      owner: 'me',
      ms: 30_000,
      pollMs: 100,
      now: () => now,
      wait: (ms) => {
        waits.push(ms);
        now += 10_000;
        return Promise.resolve();
      },
    });
    expect(await lock(() => Promise.resolve('ran'))).toBe('ran');
    expect(waits).toEqual([100, 100, 100, 100]); // held at 1, 11, 21 and 31 s; run out at 41 s
    expect(await storage.swap('lease', (l) => l)).toBeNull();
  });
});

describe('queue helpers', () => {
  it('names whom a call acts for, also for calls kept by an earlier version', () => {
    const call = (data: unknown, actor?: Actor): QueuedCall => ({
      key: 'k',
      kind: 'answer',
      request: { method: 'post', path: '/user_answers', data },
      ...(actor ? { actor } : {}),
    });
    expect(actorOf(call({ user_uuid: 'body' }, ANON))).toBe('anon-1');
    expect(actorOf(call({ user_uuid: 'u1' }))).toBe('u1');
    expect(actorOf(call({ user_answer: { user_uuid: 'u2' } }))).toBe('u2');
    expect(actorOf(call({ uuid: 'u3' }))).toBe('u3');
    expect(actorOf(call(undefined))).toBe('');
    expect(actorOf(call({ user_uuid: 7 }))).toBe('');
  });
  it('classifies failures', () => {
    expect(classifyFailure({ status: 0 })).toBe('retry');
    expect(classifyFailure({ status: 502 })).toBe('retry');
    expect(classifyFailure({ status: 429 })).toBe('retry');
    expect(classifyFailure({ status: 408 })).toBe('retry');
    expect(classifyFailure(new TypeError('x'))).toBe('retry');
    expect(classifyFailure({ status: 400 })).toBe('drop');
    expect(classifyFailure({ status: 404 })).toBe('drop');
    // No API behind /v1: a static host's page, a proxy's error without JSON; kept for later.
    expect(classifyFailure({ status: 404, data: '<!doctype html>' })).toBe('retry');
    expect(classifyFailure({ status: 405, data: '' })).toBe('retry');
    expect(classifyFailure({ status: 404, data: { message: 'question.notFound' } })).toBe('drop');
    expect(classifyFailure({ status: 401 })).toBe('hold');
    expect(classifyFailure({ status: 403 })).toBe('hold');
    expect(classifyFailure({ status: 409 }, 'answer')).toBe('drop');
    expect(classifyFailure({ status: 409 }, 'user')).toBe('done');
  });
  it('backs off exponentially up to a minute', () => {
    expect([0, 1, 2, 5, 6, 20].map(backoffMs)).toEqual([1000, 2000, 4000, 32000, 60000, 60000]);
  });
  it('orders keys by sequence number', () => {
    const keys = [queueKey(10_000, 'b'), queueKey(9_999, 'z'), queueKey(1_700_000_000_000, 'a'), queueKey(10_000, 'a')];
    expect([...keys].sort()).toEqual([
      queueKey(9_999, 'z'),
      queueKey(10_000, 'a'),
      queueKey(10_000, 'b'),
      queueKey(1_700_000_000_000, 'a'),
    ]);
    expect(keySeq(queueKey(42, 'x'))).toBe(42);
  });
  it('words the notice', () => {
    const s = { pending: 0, answers: 0, offline: false, caughtUp: false, dropped: 0, held: 0 };
    expect(offlineNotice(s)).toBeNull();
    expect(offlineNotice({ ...s, offline: true })).toEqual({ key: 'offline.offline', count: 0 });
    expect(offlineNotice({ ...s, pending: 3, answers: 2 })).toEqual({ key: 'offline.sending', count: 2 });
    expect(offlineNotice({ ...s, offline: true, pending: 1, answers: 0 })).toEqual({
      key: 'offline.offline',
      count: 0,
    });
  });
});
