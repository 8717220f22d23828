/**
 * The search box of the search page, in plain DOM (no React: a first visit to the page loads
 * only this and the site's scripts). Full-text search over topics, questions and challenges
 * with the Pagefind index built at build time (dist/pagefind/, one index per language: Pagefind
 * picks the one of `<html lang>`), so it works on the static output without a server. `?q=`
 * fills in and runs the search; the address follows the query so results can be shared. The
 * summary is in a polite live region and takes the focus after a submitted search.
 * The markup is src/components/SearchBox.astro; its strings come in `data-messages`.
 */
import { format, type Messages } from '../utils/format.ts';
import { isChunkLoadError } from '../navigation/reload-guard.ts';
import { reportUnexpected } from '../observability/report-error.ts';
import { excerptFromWordStart } from '../islands/search/excerpt.ts';

interface PagefindResult {
  url: string;
  excerpt: string;
  /** The record's full text; excerpts are widened to start at one of its word boundaries. */
  content: string;
  meta: { title?: string; type?: string };
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string): Promise<{ results: { id: string; data(): Promise<PagefindResult> }[] }>;
}

let loading: Promise<Pagefind> | null = null;
function loadPagefind(bundlePath: string): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${bundlePath}pagefind.js`;
    const pf = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pf.options({ basePath: bundlePath, excerptLength: 24 });
    await pf.init();
    return pf;
  })();
  // Only forgets the failed load so the next search tries again; the search reports the failure.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Pagefind fetches its script and index files itself: offline, or after a deploy replaced the
 * index, they fail as a chunk load or a fetch `TypeError`. Expected; any other failure is a bug.
 */
const indexUnreachable = (err: unknown) =>
  isChunkLoadError(err) || (err instanceof TypeError && /fetch|network|load failed/i.test(err.message));

type Status =
  { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; query: string; count: number } | { kind: 'error' };

/** The summary line of a search state. */
function summaryText(m: Messages, status: Status): string {
  if (status.kind === 'searching') return format(m, 'search.searching');
  if (status.kind === 'error') return format(m, 'search.unavailable');
  if (status.kind === 'done')
    return status.count
      ? format(m, 'search.results', { count: status.count, query: status.query })
      : format(m, 'search.noResults', { query: status.query });
  return '';
}

/** One result as a list item: title link, type badge, excerpt with its highlighting. */
function resultItem(m: Messages, r: PagefindResult): HTMLLIElement {
  const li = document.createElement('li');
  const a = li.appendChild(document.createElement('a'));
  a.href = r.url;
  a.textContent = r.meta.title || r.url;
  if (r.meta.type) {
    const badge = li.appendChild(document.createElement('span'));
    badge.className = 'badge';
    badge.textContent = format(m, `search.type.${r.meta.type}`);
  }
  const p = li.appendChild(document.createElement('p'));
  p.className = 'meta';
  // Pagefind's excerpt is escaped text with <mark>; excerptFromWordStart keeps only the marks.
  p.innerHTML = excerptFromWordStart(r.excerpt, r.content);
  return li;
}

/** Wires one search box (`[data-search-box]`): input, submit, `?q=`, results. */
export function mountSearchBox(root: HTMLElement): void {
  const m = JSON.parse(root.dataset['messages'] ?? '{}') as Messages;
  const bundlePath = root.dataset['bundlePath'] ?? '/pagefind/';
  const form = root.querySelector('form');
  const input = root.querySelector('input');
  const summary = root.querySelector<HTMLElement>('.search-summary');
  const list = root.querySelector<HTMLOListElement>('.search-results');
  if (!form || !input || !summary || !list) return;
  let latest = 0;
  let focusAfter = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (status: Status, results: readonly PagefindResult[] = []) => {
    summary.dataset['status'] = status.kind;
    summary.textContent = summaryText(m, status);
    list.replaceChildren(...results.map((r) => resultItem(m, r)));
    list.hidden = results.length === 0;
    if (focusAfter && (status.kind === 'done' || status.kind === 'error')) {
      focusAfter = false;
      summary.focus();
    }
  };

  const run = async (q: string) => {
    const id = ++latest;
    const term = q.trim();
    if (!term) {
      show({ kind: 'idle' });
      return;
    }
    show({ kind: 'searching' });
    try {
      const pf = await loadPagefind(bundlePath);
      const found = await pf.search(term);
      const data = await Promise.all(found.results.slice(0, 20).map((r) => r.data()));
      if (id === latest) show({ kind: 'done', query: term, count: data.length }, data);
    } catch (err) {
      if (!indexUnreachable(err)) reportUnexpected(err);
      if (id === latest) show({ kind: 'error' });
    }
  };

  const remember = (q: string) => {
    const url = new URL(location.href);
    if (q.trim()) url.searchParams.set('q', q.trim());
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      remember(input.value);
      void run(input.value);
    }, 250);
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    clearTimeout(timer);
    remember(input.value);
    focusAfter = true;
    void run(input.value);
  });
  const q = new URLSearchParams(location.search).get('q') ?? '';
  if (q) {
    input.value = q;
    void run(q);
  }
  root.dataset['ready'] = '';
}

for (const root of document.querySelectorAll<HTMLElement>('[data-search-box]')) mountSearchBox(root);
