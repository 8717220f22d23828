/**
 * `/c/v/` and `/c/v/{code}/`: the form goes to `/c/v/{code}/`, which shows the certificate's
 * topic and date from `GET /v1/certificates/{code}`, or that no certificate has the code.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths } from '../domain/routes.ts';
import { $route } from '../stores/route.ts';
import { format, type Messages } from '../utils/format.ts';
import { call } from '../api-client/calls.ts';
import { isApiFailure } from '../api-client/failures.ts';
import { session } from '../stores/session.ts';
import type { Certificate } from '../stores/account.ts';
import { formatDate } from '../utils/dates.ts';
import Result from './account/Result.tsx';

/** Codes are 4 + 4 characters of an alphabet without 0, 1, I and O (src/server/services/secrets.ts). */
export const CODE_PATTERN = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

interface Props {
  readonly lang: Lang;
  readonly messages: Messages;
}

type State = { phase: 'none' } | { phase: 'checking'; code: string } | { phase: 'found'; code: string; cert: Certificate } | { phase: 'notFound'; code: string } | { phase: 'failed'; code: string };

export default function VerifyCertificate({ lang, messages }: Props) {
  const [input, setInput] = useState('');
  const [state, setState] = useState<State>({ phase: 'none' });
  useEffect(() => {
    const fromQuery = new URLSearchParams(location.search).get('code');
    if (fromQuery?.trim()) {
      location.replace(localize(lang, paths.verify(fromQuery.trim())));
      return;
    }
    const match = $route.get();
    if (match?.name !== 'c-v-code') return;
    const raw = match.params.code;
    const code = raw.trim().toUpperCase();
    setInput(raw);
    if (!CODE_PATTERN.test(code)) {
      setState({ phase: 'notFound', code: raw });
      return;
    }
    setState({ phase: 'checking', code });
    call(session().api, 'certificate', { params: { id: code } }).then(
      (res) => setState({ phase: 'found', code, cert: res.data }),
      (err: unknown) => setState(isApiFailure(err) && err.status === 404 ? { phase: 'notFound', code } : { phase: 'failed', code }),
    );
  }, [lang]);

  const submit = (e: FormEvent) => {
    const code = input.trim();
    e.preventDefault();
    if (code) location.assign(localize(lang, paths.verify(code)));
  };

  return (
    <div>
      <form className="stack" method="get" action={localize(lang, paths.verify())} onSubmit={submit} data-verify-form>
        <label htmlFor="verify-code">{format(messages, 'verify.codeLabel')}</label>
        <input id="verify-code" name="code" required autoComplete="off" spellCheck={false} value={input} onChange={(e) => setInput(e.target.value)} />
        <button type="submit">{format(messages, 'verify.submit')}</button>
      </form>
      <div data-verify-result aria-live="polite">
        {state.phase === 'checking' && <p>{format(messages, 'verify.checking')}</p>}
        {state.phase === 'found' && (
          <div className="certificate-box" data-verify-found>
            <Result>{format(messages, 'verify.resultHeading', { code: state.code })}</Result>
            <p>
              <strong>{format(messages, 'verify.valid')}</strong>
            </p>
            <p>{format(messages, 'verify.topic', { topic: state.cert.topic_name })}</p>
            <p>{format(messages, 'verify.date', { date: formatDate(lang, state.cert.earned_at) })}</p>
          </div>
        )}
        {(state.phase === 'notFound' || state.phase === 'failed') && (
          <div data-verify-not-found={state.phase === 'notFound' ? '' : undefined}>
            <Result>{format(messages, 'verify.resultHeading', { code: state.code })}</Result>
            <p>{format(messages, state.phase === 'notFound' ? 'verify.notFound' : 'verify.failed', { code: state.code })}</p>
          </div>
        )}
      </div>
    </div>
  );
}
