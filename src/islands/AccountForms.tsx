/**
 * The account pages: login (also token login with `?token=`), sign-up (refused in kiosk mode),
 * email verification (`?token=`), forgot password and unsubscribe. Logic is in
 * `src/stores/account.ts`; this shows forms, field errors and results.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { localize, paths } from '../domain/routes.ts';
import type { Lang } from '../domain/model.ts';
import { format, type Messages } from '../utils/format.ts';
import {
  fieldErrorsOf,
  forgotPassword,
  isKioskMode,
  isLoggedIn,
  loadCurrentUser,
  logIn,
  logOut,
  signUp,
  tokenLogin,
  unsubscribe,
  verifyEmail,
  type AccountUser,
} from '../stores/account.ts';
import { errorText, Field, focusFirstInvalid, FormError, keyText, LinkList, ResendButton, Result } from './account/ui.tsx';

export type AccountView = 'login' | 'signup' | 'verify' | 'forgot-password' | 'unsubscribe';

interface Props {
  readonly view: AccountView;
  readonly lang: Lang;
  readonly messages: Messages;
}

type Errors = Readonly<Record<string, string>>;

function tokenParam(): string | null {
  return new URLSearchParams(location.search).get('token');
}

/** Removes `?token=` from the address bar (a token works once). */
function dropToken(): void {
  const url = new URL(location.href);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

export default function AccountForms({ view, lang, messages }: Props) {
  switch (view) {
    case 'login':
      return <Login lang={lang} messages={messages} />;
    case 'signup':
      return <SignUp lang={lang} messages={messages} />;
    case 'verify':
      return <Verify lang={lang} messages={messages} />;
    case 'forgot-password':
      return <Forgot lang={lang} messages={messages} />;
    case 'unsubscribe':
      return <Unsubscribe lang={lang} messages={messages} />;
  }
}

interface ViewProps {
  readonly lang: Lang;
  readonly messages: Messages;
}

function useSubmit<T>(messages: Messages, action: () => Promise<T>, onDone: (value: T) => void) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    setFieldErrors({});
    try {
      onDone(await action());
    } catch (err) {
      const fields = fieldErrorsOf(err);
      const mapped: Record<string, string> = {};
      for (const [field, key] of Object.entries(fields)) mapped[field] = keyText(messages, key);
      setFieldErrors(mapped);
      setFormError(errorText(messages, err));
      setTimeout(() => {
        if (Object.keys(mapped).length) focusFirstInvalid(formRef.current);
      }, 0);
    } finally {
      setBusy(false);
    }
  };
  return { busy, formError, fieldErrors, formRef, submit };
}

function LoggedIn({ lang, messages, user, onLoggedOut }: ViewProps & { user: AccountUser | null; onLoggedOut: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <div data-logged-in>
      <Result>{format(messages, 'account.loggedInAs', { email: user?.email ?? '' })}</Result>
      <p>
        <a className="button" href={localize(lang, paths.accountTab('progress'))}>
          {format(messages, 'account.goToAccount')}
        </a>
      </p>
      <p>
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await logOut();
            onLoggedOut();
          }}
        >
          {format(messages, 'account.logout')}
        </button>
      </p>
    </div>
  );
}

function Login({ lang, messages }: ViewProps) {
  const [phase, setPhase] = useState<'form' | 'token' | 'loggedIn' | 'loggedOut'>('form');
  const [user, setUser] = useState<AccountUser | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenParam();
    if (token) {
      setPhase('token');
      dropToken();
      tokenLogin(token)
        .then(() => location.assign(localize(lang, paths.accountTab('password'))))
        .catch((err: unknown) => {
          setTokenError(errorText(messages, err));
          setPhase('form');
        });
    } else if (isLoggedIn()) {
      setPhase('loggedIn');
      loadCurrentUser().then(setUser, () => undefined);
    }
  }, [lang, messages]);

  const { busy, formError, fieldErrors, formRef, submit } = useSubmit(messages, () => logIn(email, password), () => {
    location.assign(localize(lang, paths.accountTab('progress')));
  });

  if (phase === 'token') return <p role="status">{format(messages, 'account.login.tokenWorking')}</p>;
  if (phase === 'loggedIn') return <LoggedIn lang={lang} messages={messages} user={user} onLoggedOut={() => setPhase('loggedOut')} />;
  return (
    <div>
      {phase === 'loggedOut' && <Result>{format(messages, 'account.loggedOut')}</Result>}
      {tokenError && <FormError text={tokenError} />}
      <form ref={formRef} onSubmit={submit} method="post" noValidate data-form="login">
        {formError && <FormError text={formError} />}
        <Field id="login-email" type="email" label={format(messages, 'account.email')} value={email} onChange={setEmail} autoComplete="email" error={fieldErrors['email']} />
        <Field id="login-password" type="password" label={format(messages, 'account.password')} value={password} onChange={setPassword} autoComplete="current-password" error={fieldErrors['password']} />
        <button type="submit" disabled={busy}>
          {format(messages, busy ? 'account.working' : 'account.login.submit')}
        </button>
      </form>
      <LinkList
        links={[
          [localize(lang, paths.account('forgot-password')), format(messages, 'account.login.forgot')],
          [localize(lang, paths.account('signup')), format(messages, 'account.login.noAccount')],
        ]}
      />
    </div>
  );
}

function SignUp({ lang, messages }: ViewProps) {
  const [phase, setPhase] = useState<'form' | 'kiosk' | 'loggedIn' | 'loggedOut'>('form');
  const [user, setUser] = useState<AccountUser | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [accept, setAccept] = useState(false);

  useEffect(() => {
    if (isKioskMode()) setPhase('kiosk');
    else if (isLoggedIn()) {
      setPhase('loggedIn');
      loadCurrentUser().then(setUser, () => undefined);
    }
  }, []);

  const { busy, formError, fieldErrors, formRef, submit } = useSubmit(
    messages,
    () => signUp({ email, password, password_confirm: confirm, agreements_acceptence: accept }),
    () => location.assign(localize(lang, paths.account('signup/success'))),
  );

  if (phase === 'kiosk') {
    return (
      <p role="alert" data-kiosk-refusal className="strong">
        {format(messages, 'account.noAccountCreationInKioskMode')}
      </p>
    );
  }
  if (phase === 'loggedIn') return <LoggedIn lang={lang} messages={messages} user={user} onLoggedOut={() => setPhase('loggedOut')} />;
  const acceptError = fieldErrors['agreements_acceptence'];
  return (
    <div>
      {phase === 'loggedOut' && <Result>{format(messages, 'account.loggedOut')}</Result>}
      <form ref={formRef} onSubmit={submit} method="post" noValidate data-form="signup">
        {formError && <FormError text={formError} />}
        <Field id="signup-email" type="email" label={format(messages, 'account.email')} value={email} onChange={setEmail} autoComplete="email" error={fieldErrors['email']} />
        <Field
          id="signup-password"
          type="password"
          label={format(messages, 'account.password')}
          hint={format(messages, 'account.passwordHint')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          error={fieldErrors['password']}
        />
        <Field id="signup-password-confirm" type="password" label={format(messages, 'account.passwordConfirm')} value={confirm} onChange={setConfirm} autoComplete="new-password" error={fieldErrors['password_confirm']} />
        <div className="field">
          <input
            id="signup-accept"
            type="checkbox"
            checked={accept}
            onChange={(e) => setAccept(e.target.checked)}
            aria-invalid={acceptError ? true : undefined}
            aria-describedby={acceptError ? 'signup-accept-error' : undefined}
          />{' '}
          <label htmlFor="signup-accept">{format(messages, 'account.agreements')}</label>
          {acceptError && (
            <div id="signup-accept-error" data-field-error="agreements_acceptence" className="error-text">
              {acceptError}
            </div>
          )}
        </div>
        <button type="submit" disabled={busy}>
          {format(messages, busy ? 'account.working' : 'account.signup.submit')}
        </button>
      </form>
      <p>
        <a href={localize(lang, paths.account('login'))}>{format(messages, 'account.signup.haveAccount')}</a>
      </p>
    </div>
  );
}


function Verify({ lang, messages }: ViewProps) {
  const [phase, setPhase] = useState<'idle' | 'working' | 'done' | 'failed' | 'missing'>('idle');
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
          <a className="button" href={localize(lang, isLoggedIn() ? paths.accountTab('progress') : paths.account('login'))}>
            {format(messages, isLoggedIn() ? 'account.goToAccount' : 'account.login.title')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div>
      {phase === 'failed' ? <Result>{format(messages, 'account.verify.failed')}</Result> : <p>{format(messages, 'account.verify.missingToken')}</p>}
      {canResend && (
        <p>
          <ResendButton lang={lang} messages={messages} />
        </p>
      )}
    </div>
  );
}

function Forgot({ lang, messages }: ViewProps) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, formError, fieldErrors, formRef, submit } = useSubmit(messages, () => forgotPassword(email), () => setSent(true));
  if (sent) {
    return (
      <div>
        <Result>{format(messages, 'account.forgotPassword.sent')}</Result>
        <p>
          <a href={localize(lang, paths.account('login'))}>{format(messages, 'account.login.title')}</a>
        </p>
      </div>
    );
  }
  return (
    <form ref={formRef} onSubmit={submit} method="post" noValidate data-form="forgot">
      {formError && <FormError text={formError} />}
      <Field id="forgot-email" type="email" label={format(messages, 'account.email')} value={email} onChange={setEmail} autoComplete="email" error={fieldErrors['email']} />
      <button type="submit" disabled={busy}>
        {format(messages, busy ? 'account.working' : 'account.forgotPassword.submit')}
      </button>
    </form>
  );
}

function Unsubscribe({ lang, messages }: ViewProps) {
  const [phase, setPhase] = useState<'idle' | 'anonymous' | 'form' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setPhase(isLoggedIn() ? 'form' : 'anonymous'), []);
  if (phase === 'idle') return null;
  if (phase === 'anonymous') {
    return (
      <p>
        {format(messages, 'account.notLoggedIn')} <a href={localize(lang, paths.account('login'))}>{format(messages, 'account.login.title')}</a>
      </p>
    );
  }
  if (phase === 'done') return <Result>{format(messages, 'account.unsubscribe.done')}</Result>;
  return (
    <div>
      {error && <FormError text={error} />}
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await unsubscribe();
            setPhase('done');
          } catch (err) {
            setError(errorText(messages, err));
          } finally {
            setBusy(false);
          }
        }}
      >
        {format(messages, 'account.unsubscribe.submit')}
      </button>
    </div>
  );
}
