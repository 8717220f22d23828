/**
 * `/c/v/` and `/c/v/{code}/`: the form goes to `/c/v/{code}/`, which shows the certificate card
 * (topic, date, code, link and QR code, as the learner's end screen shows it, with the name they
 * chose to put on it) from
 * `GET /v1/certificates/{code}` with ways to share or print it, or that no certificate has the code.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths } from '../domain/routes.ts';
import { $route } from '../navigation/route.ts';
import { format, type Messages } from '../utils/format.ts';
import { isApiFailure, rateLimitMessage, type FailureMessage } from '../api-client/failures.ts';
import type { EarnedCertificate } from '../domain/earned-certificate.ts';
import { loadEarnedCertificate } from '../stores/reads/certificate-card/index.ts';
import Result from './account/Result.tsx';
import CertificateCard, { absoluteUrl } from './certificate/CertificateCard.tsx';
import ShareActions from './sharing/ShareActions.tsx';

/** Codes are 4 + 4 characters of an alphabet without 0, 1, I and O (src/server/services/secrets.ts). */
export const CODE_PATTERN = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

interface Props {
  readonly lang: Lang;
  readonly messages: Messages;
}

type State =
  | { phase: 'none' }
  | { phase: 'checking'; code: string }
  | { phase: 'found'; code: string; cert: EarnedCertificate }
  | { phase: 'notFound'; code: string }
  | { phase: 'failed'; code: string; wait?: FailureMessage | null };

export default function VerifyCertificate({ lang, messages }: Props) {
  // Uncontrolled: a code typed before hydration (src/browser/on-ready.ts) stays in the field.
  const field = useRef<HTMLInputElement>(null);
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
    if (field.current) field.current.value = raw;
    if (!CODE_PATTERN.test(code)) {
      setState({ phase: 'notFound', code: raw });
      return;
    }
    setState({ phase: 'checking', code });
    // Public verification: the card with the name its learner chose to show, if any.
    loadEarnedCertificate(code).then(
      (cert) => setState({ phase: 'found', code, cert }),
      // Too many lookups from this address (code guessing is limited): the wait, not "failed".
      (err: unknown) =>
        setState(
          isApiFailure(err) && err.status === 404
            ? { phase: 'notFound', code }
            : { phase: 'failed', code, wait: rateLimitMessage(err) },
        ),
    );
  }, [lang]);

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    // The code field is a text input: its entry is a string (a File only comes from a file input).
    const entry = new FormData(e.currentTarget).get('code');
    const code = (typeof entry === 'string' ? entry : '').trim();
    e.preventDefault();
    if (code) location.assign(localize(lang, paths.verify(code)));
  };

  return (
    <div>
      <form className="stack" method="get" action={localize(lang, paths.verify())} onSubmit={submit} data-verify-form>
        <label htmlFor="verify-code">{format(messages, 'verify.codeLabel')}</label>
        <input id="verify-code" name="code" required autoComplete="off" spellCheck={false} ref={field} />
        <button type="submit">{format(messages, 'verify.submit')}</button>
      </form>
      <div data-verify-result aria-live="polite">
        {state.phase === 'checking' && <p>{format(messages, 'verify.checking')}</p>}
        {state.phase === 'found' && (
          <div className="verify-found" data-verify-found>
            <Result>{format(messages, 'verify.resultHeading', { code: state.code })}</Result>
            <p>
              <strong>{format(messages, 'verify.valid')}</strong>
            </p>
            <CertificateCard
              lang={lang}
              messages={messages}
              cert={state.cert}
              verifyPath={localize(lang, paths.verify(state.code))}
            />
            <ShareActions
              messages={messages}
              data={{
                title: format(messages, 'certificate.share.title', { topic: state.cert.topicName }),
                text: format(messages, 'verify.shareText', { topic: state.cert.topicName }),
                url: absoluteUrl(localize(lang, paths.verify(state.code))),
              }}
            />
          </div>
        )}
        {(state.phase === 'notFound' || state.phase === 'failed') && (
          <div data-verify-not-found={state.phase === 'notFound' ? '' : undefined}>
            <Result>{format(messages, 'verify.resultHeading', { code: state.code })}</Result>
            <p>
              {state.phase === 'failed' && state.wait
                ? format(messages, state.wait.key, state.wait.vars)
                : format(messages, state.phase === 'notFound' ? 'verify.notFound' : 'verify.failed', {
                    code: state.code,
                  })}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
