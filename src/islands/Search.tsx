/**
 * Full-text search over topics, questions and challenges with the Pagefind index built at
 * build time (dist/pagefind/, one index per language: Pagefind picks the one of `<html lang>`).
 * Works on the static output without a server. `?q=` fills in and runs the search; the URL
 * follows the query so results can be shared.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { format, type Messages } from '../utils/format.ts';
import { isChunkLoadError } from '../navigation/reload-guard.ts';
import { reportUnexpected } from '../observability/report-error.ts';
import { excerptFromWordStart } from './search/excerpt.ts';

interface Props {
  readonly messages: Messages;
  /** Where the index is, e.g. '/pagefind/'. */
  readonly bundlePath?: string;
}

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
const indexUnreachable = (err: unknown) => isChunkLoadError(err) || (err instanceof TypeError && /fetch|network|load failed/i.test(err.message));


type Status = { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; query: string } | { kind: 'error' };

export default function Search({ messages: m, bundlePath = '/pagefind/' }: Props) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PagefindResult[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const summary = useRef<HTMLParagraphElement>(null);
  const latest = useRef(0);
  const focusAfter = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const run = async (q: string) => {
    const id = ++latest.current;
    const term = q.trim();
    if (!term) {
      setResults([]);
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'searching' });
    try {
      const pf = await loadPagefind(bundlePath);
      const found = await pf.search(term);
      const data = await Promise.all(found.results.slice(0, 20).map((r) => r.data()));
      if (id !== latest.current) return;
      setResults(data);
      setStatus({ kind: 'done', query: term });
    } catch (err) {
      if (!indexUnreachable(err)) reportUnexpected(err);
      if (id !== latest.current) return;
      setResults([]);
      setStatus({ kind: 'error' });
    }
  };

  useEffect(() => {
    const q = new URLSearchParams(location.search).get('q') ?? '';
    if (q) {
      setQuery(q);
      void run(q);
    }
    return () => clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    if (focusAfter.current && (status.kind === 'done' || status.kind === 'error')) {
      focusAfter.current = false;
      summary.current?.focus();
    }
  }, [status]);

  const remember = (q: string) => {
    const url = new URL(location.href);
    if (q.trim()) url.searchParams.set('q', q.trim());
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  };

  const onInput = (q: string) => {
    setQuery(q);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      remember(q);
      void run(q);
    }, 250);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    clearTimeout(timer.current);
    remember(query);
    focusAfter.current = true;
    void run(query);
  };

  let text = '';
  if (status.kind === 'searching') text = format(m, 'search.searching');
  else if (status.kind === 'error') text = format(m, 'search.unavailable');
  else if (status.kind === 'done') text = results.length ? format(m, 'search.results', { count: results.length, query: status.query }) : format(m, 'search.noResults', { query: status.query });

  return (
    <div className="search">
      <form className="stack" role="search" onSubmit={onSubmit} data-search-form="">
        <label htmlFor="search-input">{format(m, 'search.label')}</label>
        <input id="search-input" type="search" name="q" autoComplete="off" value={query} onChange={(e) => onInput(e.currentTarget.value)} />
        <button type="submit">{format(m, 'search.submit')}</button>
      </form>
      <div aria-live="polite" data-search-results="">
        <p ref={summary} tabIndex={-1} className="search-summary" data-status={status.kind}>{text}</p>
      </div>
      {results.length ? (
        <ol className="search-results">
          {results.map((r) => (
            <li key={r.url}>
              <a href={r.url}>{r.meta.title || r.url}</a>
              {r.meta.type ? <span className="badge">{format(m, `search.type.${r.meta.type}`)}</span> : null}
              <p className="meta" dangerouslySetInnerHTML={{ __html: excerptFromWordStart(r.excerpt, r.content) }} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
