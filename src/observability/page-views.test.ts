import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPageViewTracker, trackedPath } from './page-views.ts';

describe('tracked page paths', () => {
  it('drops the trailing slash except at the root', () => {
    expect(trackedPath('/')).toBe('/');
    expect(trackedPath('/t/health/')).toBe('/t/health');
    expect(trackedPath('/sv/')).toBe('/sv');
    expect(trackedPath('/q/12/explanation')).toBe('/q/12/explanation');
    expect(trackedPath('//')).toBe('/');
    expect(trackedPath('')).toBe('/');
  });

  it('never ends in a slash unless it is the root, and is idempotent', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', '/', 'é'), { maxLength: 12 }), (parts) => {
        const p = trackedPath(`/${parts.join('')}`);
        expect(p.startsWith('/')).toBe(true);
        expect(p === '/' || !p.endsWith('/')).toBe(true);
        expect(trackedPath(p)).toBe(p);
      }),
    );
  });
});

describe('page view tracker', () => {
  it('sends a view only when the path differs from the last one tracked', () => {
    const sent: string[] = [];
    const track = createPageViewTracker((p) => sent.push(p));
    for (const p of ['/t/a/', '/t/a', '/t/a/', '/q/1/', '/q/1/explanation/', '/q/1/', '/q/1/', '/']) track(p);
    expect(sent).toEqual(['/t/a', '/q/1', '/q/1/explanation', '/q/1', '/']);
  });
});
