import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rejectWith, type ApiFailure } from '../../api-client/failures.ts';
import type { EventResults } from '../../api-contract/types.ts';
import { ANNOUNCE_MS, createLiveResults, POLL_MS, type ResultsReader } from './live-results.ts';
import { nextSlide } from './presenter.ts';

const results = (version: number, participants: number): EventResults => ({
  code: 'room1',
  version,
  content: 'c1',
  participants,
  mean_score: { right: 1, share: 0.5 },
  questions: [],
  most_missed: [],
});

/** A tab whose visibility the test switches. */
function tab() {
  let hidden = false;
  const listeners = new Set<() => void>();
  return {
    hidden: () => hidden,
    onVisibilityChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: boolean) {
      hidden = next;
      for (const l of listeners) l();
    },
  };
}

/** A reader answering from a queue of outcomes (a results body, null for a 304, or a failure), recording the versions asked. */
function reader(outcomes: (EventResults | null | ApiFailure)[]) {
  const asked: (number | null)[] = [];
  const read: ResultsReader<'event'> = (_code, shown) => {
    asked.push(shown?.version ?? null);
    const next = (outcomes.length > 1 ? outcomes.shift() : outcomes[0]) ?? null;
    return next !== null && 'status' in next ? rejectWith(next) : Promise.resolve(next);
  };
  return { read, asked };
}

describe('live results', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('reads at once, then every POLL_MS with the version it has; a 304 keeps the view and renews "updated"', async () => {
    const { read, asked } = reader([results(3, 6), null]);
    const t = tab();
    const live = createLiveResults('room1', { read, ...t });
    const stop = live.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(live.$state.get()).toMatchObject({ access: 'granted', results: { participants: 6 }, updatedAt: 0 });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(asked).toEqual([null, 3]);
    expect(live.$state.get()).toMatchObject({ results: { version: 3, participants: 6 }, updatedAt: POLL_MS });
    stop();
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(asked).toHaveLength(2);
  });

  it('pauses while the tab is hidden and reads at once when it shows again', async () => {
    const { read, asked } = reader([results(1, 1), results(2, 2)]);
    const t = tab();
    const live = createLiveResults('room1', { read, ...t });
    live.start();
    await vi.advanceTimersByTimeAsync(0);
    t.set(true);
    await vi.advanceTimersByTimeAsync(POLL_MS * 10);
    expect(asked).toHaveLength(1);
    t.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(2);
    expect(live.$state.get().results?.participants).toBe(2);
  });

  it.each([
    [401, 'login'],
    [403, 'forbidden'],
    [404, 'notFound'],
  ] as const)('a %i asks for %s and stops polling until retried', async (status, access) => {
    const { read, asked } = reader([{ status, data: { message: 'x' } }, results(1, 4)]);
    const live = createLiveResults('room1', { read, ...tab() });
    live.start();
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(live.$state.get().access).toBe(access);
    expect(asked).toHaveLength(1);
    live.retry();
    expect(live.$state.get().access).toBe('checking');
    await vi.advanceTimersByTimeAsync(0);
    expect(live.$state.get()).toMatchObject({ access: 'granted', results: { participants: 4 } });
  });

  it('asks for a login without a read when no session is stored, and reads once there is one', async () => {
    const { read, asked } = reader([results(1, 5)]);
    let session = false;
    const live = createLiveResults('room1', { read, signedIn: () => session, ...tab() });
    live.start();
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(live.$state.get().access).toBe('login');
    expect(asked).toHaveLength(0);
    session = true;
    live.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(live.$state.get()).toMatchObject({ access: 'granted', results: { participants: 5 } });
  });

  it('keeps the results and polls on when a read fails on the way, marking them stale', async () => {
    const { read, asked } = reader([results(1, 2), { status: 0, data: undefined }, null]);
    const live = createLiveResults('room1', { read, ...tab() });
    live.start();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(live.$state.get()).toMatchObject({ access: 'granted', stale: true, results: { participants: 2 } });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(live.$state.get().stale).toBe(false);
    expect(asked).toEqual([null, 1, 1]);
  });

  it('marks a first read that failed on the way stale while still checking, and polls on', async () => {
    const { read, asked } = reader([{ status: 0, data: undefined }, results(1, 3)]);
    const live = createLiveResults('room1', { read, ...tab() });
    live.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(live.$state.get()).toMatchObject({ access: 'checking', stale: true, results: null });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(live.$state.get()).toMatchObject({ access: 'granted', stale: false, results: { participants: 3 } });
    expect(asked).toEqual([null, null]);
  });

  it('asks for a login in place when the session ends while polling, and stops polling', async () => {
    const { read, asked } = reader([results(1, 3)]);
    const ended = new Set<() => void>();
    const onSessionEnd = (handler: () => void) => {
      ended.add(handler);
      return () => ended.delete(handler);
    };
    const live = createLiveResults('room1', { read, ...tab(), onSessionEnd });
    const stop = live.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(live.$state.get().access).toBe('granted');
    for (const h of ended) h();
    expect(live.$state.get().access).toBe('login');
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(asked).toHaveLength(1);
    stop();
    expect(ended.size).toBe(0);
  });

  it('announces a changed count at most once per ANNOUNCE_MS', async () => {
    const counts = [1, 2, 3, 3, 3, 3, 3, 3, 3, 3];
    const { read } = reader(counts.map((n, i) => results(i + 1, n)));
    const live = createLiveResults('room1', { read, ...tab() });
    live.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(live.$state.get().announced).toBe(1);
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(live.$state.get().results?.participants).toBe(3);
    expect(live.$state.get().announced).toBe(1);
    await vi.advanceTimersByTimeAsync(ANNOUNCE_MS);
    expect(live.$state.get().announced).toBe(3);
  });
});

describe('presenter steps', () => {
  it('moves by buttons and keys within the questions', () => {
    expect(nextSlide(0, 3, 1)).toBe(1);
    expect(nextSlide(2, 3, 'ArrowRight')).toBe(2);
    expect(nextSlide(1, 3, 'ArrowLeft')).toBe(0);
    expect(nextSlide(1, 3, 'End')).toBe(2);
    expect(nextSlide(2, 3, 'Home')).toBe(0);
    expect(nextSlide(1, 3, 'a')).toBeNull();
  });
});
