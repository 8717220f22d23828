import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../api-client/client.ts';
import { $alert, hideAlert } from './alerts.ts';
import {
  $answerQueue,
  backoffMs,
  classifyFailure,
  enqueue,
  flushQueue,
  memoryQueueStorage,
  offlineNotice,
  queueKey,
  setOffline,
  setQueueDeps,
  type QueueDeps,
  type QueuedCall,
} from './answer-queue.ts';

/** An API that stores answers once per client id, and can be down or refuse some. */
function fakeApi() {
  const stored: string[] = [];
  const seen = new Set<string>();
  const api = {
    down: false,
    status: 0,
    refuse: new Set<string>(),
    sends: 0,
    stored,
    async send(req: QueuedCall['request']) {
      api.sends++;
      if (api.down) throw { status: api.status, data: undefined };
      const a = (req.data as { user_answer: { client_id: string; question_global_id: string } }).user_answer;
      if (api.refuse.has(a.question_global_id)) throw { status: 400, data: { message: 'error.validation' } };
      if (!seen.has(a.client_id)) {
        seen.add(a.client_id);
        stored.push(a.question_global_id);
      }
      return { data: {} };
    },
  };
  return api;
}

const answer = (q: string, id = `client-${q}`): QueuedCall['request'] & ApiRequest => ({ method: 'post', path: '/user_answers', data: { user_answer: { client_id: id, question_global_id: q } } });

let retries: { fn: () => void; ms: number }[];
let clock: number;
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
    now: () => clock++,
    ...extra,
  };
  setQueueDeps(deps);
  return deps;
}

beforeEach(() => {
  clock = 1_700_000_000_000;
  hideAlert();
});
afterEach(() => setQueueDeps(null));

describe('answer queue', () => {
  it('sends in the order given, each once, while online', async () => {
    const api = fakeApi();
    start(api);
    for (const q of ['q1', 'q2', 'q3']) await enqueue('answer', answer(q));
    await flushQueue();
    expect(api.stored).toEqual(['q1', 'q2', 'q3']);
    expect($answerQueue.get()).toMatchObject({ pending: 0, offline: false });
  });

  it('keeps answers while the network is down and sends them in order when it returns: none lost, none twice', async () => {
    const api = fakeApi();
    const deps = start(api);
    api.down = true;
    setOffline(true);
    for (const q of ['q1', 'q2', 'q3', 'q4']) await enqueue('answer', answer(q));
    await flushQueue();
    expect(api.stored).toEqual([]);
    expect(await deps.storage.list()).toHaveLength(4);
    expect($answerQueue.get()).toMatchObject({ pending: 4, offline: true, caughtUp: false });
    expect(offlineNotice($answerQueue.get())).toEqual({ key: 'offline.offlineSaved', count: 4 });
    api.down = false;
    setOffline(false);
    await flushQueue();
    expect(api.stored).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(await deps.storage.list()).toEqual([]);
    expect($answerQueue.get()).toMatchObject({ pending: 0, offline: false, caughtUp: true });
    expect(offlineNotice($answerQueue.get())).toEqual({ key: 'offline.caughtUp', count: 0 });
  });

  it('sends a call again when its reply was lost; the client id keeps it single', async () => {
    const api = fakeApi();
    let lose = true;
    start(api, {
      send: async (r) => {
        await api.send(r);
        if (lose) {
          lose = false;
          throw { status: 0, data: undefined };
        }
        return {};
      },
    });
    await enqueue('answer', answer('q1'));
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
    await enqueue('answer', answer('q1'));
    await enqueue('answer', answer('bad'));
    await enqueue('answer', answer('q3'));
    await flushQueue();
    retries.at(-1)!.fn();
    await flushQueue();
    expect(retries.map((r) => r.ms).slice(0, 2)).toEqual([1000, 2000]);
    expect($answerQueue.get().offline).toBe(false);
    api.down = false;
    api.refuse.add('bad');
    await flushQueue();
    expect(api.stored).toEqual(['q1', 'q3']);
    expect($answerQueue.get()).toMatchObject({ pending: 0, dropped: 1 });
    expect($alert.get()).toMatchObject({ visible: true, error: true, messages: [{ key: 'test.saveAnswerWentWrong' }] });
  });

  it('runs one flush at a time in a tab and waits for the lock across tabs', async () => {
    const api = fakeApi();
    const storage = memoryQueueStorage();
    let held: Promise<unknown> = Promise.resolve();
    const order: string[] = [];
    // Two tabs: two queues sharing one storage and one lock.
    const lock = <T>(fn: () => Promise<T>): Promise<T> => {
      const run = held.then(fn);
      held = run.catch(() => undefined);
      return run;
    };
    const send = async (r: QueuedCall['request']) => {
      order.push('start');
      await new Promise((res) => setTimeout(res, 5));
      order.push('end');
      return api.send(r);
    };
    start(api, { storage, lock, send });
    await enqueue('answer', answer('q1'));
    await enqueue('answer', answer('q2'));
    const [a, b] = await Promise.all([flushQueue(), flushQueue()]);
    expect(a).toBe(b);
    expect(order).toEqual(['start', 'end', 'start', 'end']);
    expect(api.stored).toEqual(['q1', 'q2']);
  });
});

describe('queue helpers', () => {
  it('classifies failures', () => {
    expect(classifyFailure({ status: 0 })).toBe('retry');
    expect(classifyFailure({ status: 502 })).toBe('retry');
    expect(classifyFailure({ status: 429 })).toBe('retry');
    expect(classifyFailure({ status: 408 })).toBe('retry');
    expect(classifyFailure(new TypeError('x'))).toBe('retry');
    expect(classifyFailure({ status: 400 })).toBe('drop');
    expect(classifyFailure({ status: 404 })).toBe('drop');
  });
  it('backs off exponentially up to a minute', () => {
    expect([0, 1, 2, 5, 6, 20].map(backoffMs)).toEqual([1000, 2000, 4000, 32000, 60000, 60000]);
  });
  it('orders keys by time', () => {
    const keys = [queueKey(10_000, 'b'), queueKey(9_999, 'z'), queueKey(1_700_000_000_000, 'a'), queueKey(10_000, 'a')];
    expect([...keys].sort()).toEqual([queueKey(9_999, 'z'), queueKey(10_000, 'a'), queueKey(10_000, 'b'), queueKey(1_700_000_000_000, 'a')]);
  });
  it('words the notice', () => {
    const s = { pending: 0, answers: 0, offline: false, caughtUp: false, dropped: 0 };
    expect(offlineNotice(s)).toBeNull();
    expect(offlineNotice({ ...s, offline: true })).toEqual({ key: 'offline.offline', count: 0 });
    expect(offlineNotice({ ...s, pending: 3, answers: 2 })).toEqual({ key: 'offline.sending', count: 2 });
    expect(offlineNotice({ ...s, offline: true, pending: 1, answers: 0 })).toEqual({ key: 'offline.offline', count: 0 });
  });
});
