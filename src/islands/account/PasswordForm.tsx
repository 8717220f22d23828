/**
 * The password tab's form. It asks for the current password (the API refuses a change without
 * it) unless the session came from an emailed sign-in, whose learner forgot it.
 */
import { useState } from 'react';
import { format, type Messages } from '../../utils/format.ts';
import { changePassword, fieldErrorsOf, signedInByEmail } from '../../stores/account.ts';
import { errorText, Field, FormError, keyText, Result } from './ui.tsx';

export default function PasswordForm({ messages }: { messages: Messages }) {
  const [byEmail] = useState(signedInByEmail);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  if (done) return <Result level={3}>{format(messages, 'account.password.changed')}</Result>;
  return (
    <form
      method="post"
      noValidate
      data-form="password"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        setFields({});
        try {
          await changePassword({ ...(byEmail ? {} : { current_password: current }), password, password_confirm: confirm });
          setDone(true);
        } catch (err) {
          const f: Record<string, string> = {};
          for (const [k, v] of Object.entries(fieldErrorsOf(err))) f[k] = keyText(messages, v);
          setFields(f);
          setError(errorText(messages, err));
        } finally {
          setBusy(false);
        }
      }}
    >
      {error && <FormError text={error} />}
      {byEmail ? (
        <p data-password-reset>{format(messages, 'account.password.reset')}</p>
      ) : (
        <Field id="password-current" type="password" label={format(messages, 'account.password.current')} value={current} onChange={setCurrent} autoComplete="current-password" error={fields['current_password']} />
      )}
      <Field id="password-new" type="password" label={format(messages, 'account.password.new')} hint={format(messages, 'account.passwordHint')} value={password} onChange={setPassword} autoComplete="new-password" error={fields['password']} />
      <Field id="password-confirm" type="password" label={format(messages, 'account.passwordConfirm')} value={confirm} onChange={setConfirm} autoComplete="new-password" error={fields['password_confirm']} />
      <button type="submit" disabled={busy}>
        {format(messages, busy ? 'account.working' : 'account.password.submit')}
      </button>
    </form>
  );
}
