/**
 * Paging through a Contentful collection: concurrent pages, stable order, no duplicates, and
 * pages the API finds too big fetched again in halves.
 */
import { isResponseTooBig, wrapError } from './errors.ts';

/**
 * Page sizes of the content types with large entries (docs/content-model.md, "Reading from
 * Contentful"); everything else uses the API's maximum of 1000.
 */
export const PAGE_SIZES: Readonly<Record<string, number>> = {
  topic: 100,
  question: 500,
  test: 1000,
  challenge: 1000,
  populationCategory: 1000,
};
export const DEFAULT_PAGE_SIZE = 1000;

interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/**
 * Fetches every item of a paged collection: the first page gives `total`, the remaining pages
 * are requested concurrently (the SDK throttle spaces them). Ordered by `sys.createdAt` with
 * `sys.id` breaking ties, so pages do not overlap; duplicates (content changed between pages)
 * are dropped by id. A page the API finds too big is fetched again in halves.
 */
export async function fetchAll<T extends { sys: { id: string } }>(
  resource: string,
  pageSize: number,
  secrets: readonly string[],
  fetchPage: (skip: number, limit: number) => Promise<Page<T>>,
): Promise<T[]> {
  const get = async (skip: number, limit: number): Promise<Page<T>> => {
    try {
      return await fetchPage(skip, limit);
    } catch (err) {
      const wrapped = wrapError(err, resource, secrets);
      if (isResponseTooBig(wrapped) && limit > 1) {
        const half = Math.ceil(limit / 2);
        const first = await get(skip, half);
        if (skip + half >= first.total) return first;
        const second = await get(skip + half, limit - half);
        return { items: [...first.items, ...second.items], total: second.total };
      }
      throw wrapped;
    }
  };
  const first = await get(0, pageSize);
  const skips: number[] = [];
  for (let skip = pageSize; skip < first.total; skip += pageSize) skips.push(skip);
  const rest = await Promise.all(skips.map((skip) => get(skip, pageSize)));
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of [first, ...rest]) {
    for (const item of page.items) {
      if (seen.has(item.sys.id)) continue;
      seen.add(item.sys.id);
      out.push(item);
    }
  }
  return out;
}
