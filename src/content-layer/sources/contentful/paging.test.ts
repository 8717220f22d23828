import { describe, expect, it } from 'vitest';
import { ContentfulSourceError } from './errors.ts';
import { fetchAll } from './paging.ts';

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ sys: { id: `e${from + i}` } }));

describe('fetchAll', () => {
  it('lets a bug in the page handling surface as it is, not as a failed request', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'items')");
    await expect(fetchAll('tags', 10, [], () => Promise.reject(bug))).rejects.toBe(bug);
  });

  it('names the resource of a failed request and hides the token', async () => {
    const sdkError = Object.assign(
      new Error(JSON.stringify({ status: 403, statusText: 'Forbidden', message: 'no access for secret-token' })),
      { name: 'AccessDenied' },
    );
    const failure = fetchAll('tags', 10, ['secret-token'], () => Promise.reject(sdkError));
    await expect(failure).rejects.toBeInstanceOf(ContentfulSourceError);
    await expect(failure).rejects.toThrow(
      'Contentful request for tags failed: 403 Forbidden AccessDenied — no access for ********',
    );
  });

  it('fetches a page the API finds too big again in halves', async () => {
    const tooBig = new Error(
      JSON.stringify({ status: 400, statusText: 'Bad Request', message: 'Response size too big' }),
    );
    const all = await fetchAll('entries', 4, [], (skip, limit) =>
      limit > 2 ? Promise.reject(tooBig) : Promise.resolve({ items: items(skip, Math.min(limit, 4 - skip)), total: 4 }),
    );
    expect(all.map((i) => i.sys.id)).toEqual(['e0', 'e1', 'e2', 'e3']);
  });
});
