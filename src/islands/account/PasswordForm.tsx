/**
 * The password tab's form. It asks for the current password (the API refuses a change without
 * it) unless the session came from an emailed sign-in, whose learner forgot it.
 */
import { useState } from 'react';
import { format, type Messages } from '../../utils/format.ts';
import { changePassword, signedInByEmail } from '../../stores/account.ts';
import { Field, FormError, Result } from './ui.tsx';
import { useSubmit } from './use-submit.ts';

export default function PasswordForm({ messages }: { messages: Messages }) {
  const [byEmail] = useState(signedInByEmail);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { busy, formError, fieldErrors, formRef, submit } = useSubmit(
    messages,
    () => changePassword({ ...(byEmail ? {} : { current_password: current }), password, password_confirm: confirm }),
    () => setDone(true),
  );
  if (done) return <Result level={3}>{format(messages, 'account.password.changed')}</Result>;
  return (
    <form ref={formRef} method="post" noValidate data-form="password" onSubmit={submit}>
      {formError && <FormError text={formError} />}
      {byEmail ? (
        <p data-password-reset>{format(messages, 'account.password.reset')}</p>
      ) : (
        <Field id="password-current" type="password" label={format(messages, 'account.password.current')} value={current} onChange={setCurrent} autoComplete="current-password" error={fieldErrors['current_password']} />
      )}
      <Field id="password-new" type="password" label={format(messages, 'account.password.new')} hint={format(messages, 'account.passwordHint')} value={password} onChange={setPassword} autoComplete="new-password" error={fieldErrors['password']} />
      <Field id="password-confirm" type="password" label={format(messages, 'account.passwordConfirm')} value={confirm} onChange={setConfirm} autoComplete="new-password" error={fieldErrors['password_confirm']} />
      <button type="submit" disabled={busy}>
        {format(messages, busy ? 'account.working' : 'account.password.submit')}
      </button>
    </form>
  );
}
