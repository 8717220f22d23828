import { lazy, Suspense, type ReactNode } from 'react';
import type { Lang } from '#src/domain/model.ts';
import { format, type Messages } from '#src/utils/format.ts';
import type { LiveResultsState, ResultsKind } from '#src/stores/organizers/index.ts';

/** The login and logout forms load with the account's code, only for a visitor who needs them. */
const AccessForms = lazy(() => import('./AccessForms.tsx'));

interface Props {
  readonly kind: ResultsKind;
  readonly code: string;
  /** Who may see the results; `stale`: the last read failed on the way (while checking, the page says it keeps trying). */
  readonly state: Pick<LiveResultsState<ResultsKind>, 'access' | 'stale'>;
  readonly lang: Lang;
  readonly messages: Messages;
  /** Reads again: after a login here, or a logout to switch accounts. */
  readonly retry: () => void;
  readonly children: ReactNode;
}

/**
 * What the API let the visitor see: the results (children) for an organizer; the login form,
 * staying on this page, for a visitor without a session; a refusal with a way to switch
 * accounts for anyone else (both in AccessForms.tsx); the unknown code. While checking, a first
 * read that failed on the way says the page keeps trying.
 */
export default function ResultsGate({ kind, code, state, lang, messages, retry, children }: Props) {
  const { access, stale } = state;
  const checking = (
    <p role="status" className="meta">
      {format(messages, 'results.checking')}
    </p>
  );
  switch (access) {
    case 'checking':
      // A first read that failed on the way: "Checking…" alone would look stuck.
      return stale ? (
        <>
          {checking}
          <p className="meta" data-results-stale>
            {format(messages, 'results.stale')}
          </p>
        </>
      ) : (
        checking
      );
    case 'login':
    case 'forbidden':
      return (
        <Suspense fallback={checking}>
          <AccessForms kind={kind} refusal={access} lang={lang} messages={messages} retry={retry} />
        </Suspense>
      );
    case 'notFound':
      return (
        <p role="alert" data-results-not-found>
          {format(messages, 'results.notFound', { code })}
        </p>
      );
    case 'granted':
      return children;
  }
}
