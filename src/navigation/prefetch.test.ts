import { describe, expect, it } from 'vitest';
import { MAX_PARALLEL, prefetchAllowed, prefetchQueue, prefetchTarget } from './prefetch.ts';

describe('prefetchAllowed', () => {
  it('skips data-saver mode and slow connections', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('prefetches on fast connections and where the browser does not say', () => {
    expect(prefetchAllowed({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});

describe('prefetchTarget', () => {
  const here = new URL('https://quiz.example/t/health/?test=t1');
  const target = (href: string, extra: { download?: string; target?: string } = {}) =>
    prefetchTarget({ href, ...extra }, here);

  it('prefetches other pages of the site, without the fragment', () => {
    expect(target('https://quiz.example/q/q1/')).toBe('https://quiz.example/q/q1/');
    expect(target('/sv/about/#team')).toBe('https://quiz.example/sv/about/');
    expect(target('/t/health/')).toBe('https://quiz.example/t/health/');
  });

  it('leaves this page, other sites, new tabs, downloads and non-pages alone', () => {
    expect(target('/t/health/?test=t1#q2')).toBeNull();
    expect(target('https://elsewhere.example/')).toBeNull();
    expect(target('mailto:someone@quiz.example')).toBeNull();
    expect(target('/about/', { target: '_blank' })).toBeNull();
    expect(target('/cert.pdf', { download: 'cert.pdf' })).toBeNull();
    expect(target('/v1/topics')).toBeNull();
    expect(target('/_astro/app.js')).toBeNull();
    expect(target('/builds/latest.json')).toBeNull();
    expect(target('')).toBeNull();
  });
});

describe('prefetchQueue', () => {
  it(`runs at most ${MAX_PARALLEL} at a time, each URL once, the rest in order as others finish`, () => {
    const running: Array<{ url: string; done: () => void }> = [];
    const started: string[] = [];
    const enqueue = prefetchQueue(MAX_PARALLEL, (url, done) => {
      started.push(url);
      running.push({ url, done });
    });
    for (const n of [1, 2, 3, 4, 5, 6, 2, 1]) enqueue(`/p${n}/`);
    expect(started).toEqual(['/p1/', '/p2/', '/p3/', '/p4/']);
    running[1]!.done();
    running[1]!.done(); // finishing twice frees one slot only
    expect(started).toEqual(['/p1/', '/p2/', '/p3/', '/p4/', '/p5/']);
    running[0]!.done();
    expect(started).toEqual(['/p1/', '/p2/', '/p3/', '/p4/', '/p5/', '/p6/']);
    enqueue('/p3/');
    expect(started).toHaveLength(6);
  });
});
