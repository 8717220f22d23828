import { useEffect, useRef, useState } from 'react';
import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { tokenLogin } from '#src/stores/session/account/index.ts';
import FormError from './FormError.tsx';
import LinkList from './LinkList.tsx';
import LoginForm from './LoginForm.tsx';
import WhenLoggedOut from './WhenLoggedOut.tsx';
import { errorText } from './messages.ts';
import { dropToken, tokenParam } from './token.ts';
import type { ViewProps } from './view-props.ts';

/**
 * `/account/login/`: the login form, or with `?token=` (the emailed link of "forgot password")
 * a token login that leads to the password tab so the learner can set a new password.
 */
export default function Login({ lang, messages }: ViewProps) {
  const [byToken, setByToken] = useState(false);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenParam();
    if (!token) return;
    setByToken(true);
    dropToken();
    tokenLogin(token)
      .then(() => location.assign(localize(lang, paths.accountTab('password'))))
      .catch((err: unknown) => {
        setTokenError(errorText(messages, err));
        setByToken(false);
      });
  }, [lang, messages]);

  if (byToken) return <p role="status">{format(messages, 'account.login.tokenWorking')}</p>;
  return (
    <WhenLoggedOut lang={lang} messages={messages}>
      {tokenError && <FormError text={tokenError} />}
      <LoginForm lang={lang} messages={messages} />
      <LinkList
        links={[
          [localize(lang, paths.account('forgot-password')), format(messages, 'account.login.forgot')],
          [localize(lang, paths.account('signup')), format(messages, 'account.login.noAccount')],
        ]}
      />
    </WhenLoggedOut>
  );
}
