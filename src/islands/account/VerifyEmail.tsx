import { useEffect, useRef, useState } from 'react';
import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { isLoggedIn, verifyEmail } from '#src/stores/session/account/index.ts';
import ResendButton from './ResendButton.tsx';
import Result from './Result.tsx';
import { dropToken, tokenParam } from './token.ts';
import type { ViewProps } from './view-props.ts';

type Phase = 'idle' | 'working' | 'done' | 'failed' | 'missing';

/** `/account/verify/?token=`: proves the address; a failed or missing token offers a new email. */
export default function VerifyEmail({ lang, messages }: ViewProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [canResend, setCanResend] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenParam();
    setCanResend(isLoggedIn());
    if (!token) {
      setPhase('missing');
      return;
    }
    setPhase('working');
    dropToken();
    verifyEmail(token).then(
      () => setPhase('done'),
      () => setPhase('failed'),
    );
  }, []);
  if (phase === 'idle') return null;
  if (phase === 'working') return <p role="status">{format(messages, 'account.verify.working')}</p>;
  if (phase === 'done') {
    return (
      <div data-verified>
        <Result>{format(messages, 'account.verify.done')}</Result>
        <p>
          <a
            className="button"
            href={localize(lang, isLoggedIn() ? paths.accountTab('progress') : paths.account('login'))}
          >
            {format(messages, isLoggedIn() ? 'account.goToAccount' : 'account.login.title')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div>
      {phase === 'failed' ? (
        <Result>{format(messages, 'account.verify.failed')}</Result>
      ) : (
        <p>{format(messages, 'account.verify.missingToken')}</p>
      )}
      {canResend && (
        <p>
          <ResendButton lang={lang} messages={messages} />
        </p>
      )}
    </div>
  );
}
