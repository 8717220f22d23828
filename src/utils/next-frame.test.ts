import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './next-frame.ts';

describe('afterNextFrame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves at once outside a browser', async () => {
    await expect(afterNextFrame()).resolves.toBeUndefined();
  });

  it('waits for the next frame and the tasks queued before it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('document', { hidden: false });
    vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => frames.push(fn));
    let done = false;
    const waiting = afterNextFrame().then(() => (done = true));
    await new Promise((r) => setTimeout(r));
    expect(done).toBe(false);
    frames[0]?.(0);
    await waiting;
    expect(done).toBe(true);
  });

  it('resolves at once in a hidden tab, where no frame comes', async () => {
    vi.stubGlobal('document', { hidden: true });
    vi.stubGlobal('requestAnimationFrame', () => {
      throw new Error('no frame in a hidden tab');
    });
    await expect(afterNextFrame()).resolves.toBeUndefined();
  });
});
