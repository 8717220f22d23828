import { describe, expect, it, vi } from 'vitest';
import { settleTransition, type SettlingTransition } from './transition-settle.ts';

/** A transition whose promises all reject with `err`, as Chromium's do when it skips one. */
const rejecting = (err: Error): SettlingTransition => ({
  ready: Promise.reject(err),
  finished: Promise.reject(err),
  updateCallbackDone: Promise.reject(err),
});

/** Lets every pending rejection surface as unhandled (Vitest fails the run on one). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('settleTransition', () => {
  it('takes a skipped transition quietly: no uncaught rejection, nothing reported, not animated', async () => {
    const report = vi.fn();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await expect(
        settleTransition(rejecting(new DOMException('Transition was skipped', 'AbortError')), report),
      ).resolves.toBe(false);
      await flush();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(report).not.toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('reports an update callback that threw, once', async () => {
    const report = vi.fn();
    const bug = new TypeError('update failed');
    await expect(settleTransition(rejecting(bug), report)).resolves.toBe(false);
    await flush();
    expect(report.mock.calls).toEqual([[bug]]);
  });

  it('tells a transition that animates', async () => {
    const done = Promise.resolve();
    await expect(settleTransition({ ready: done, finished: done, updateCallbackDone: done }, vi.fn())).resolves.toBe(
      true,
    );
  });
});
