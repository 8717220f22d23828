/**
 * The password tab's form. It asks for the current password (the API refuses a change without
 * it) unless the session came from an emailed sign-in, whose learner forgot it.
 */
import { useState } from 'react';
import { format, type Messages } from '#src/utils/format.ts';
import { changePassword, signedInByEmail } from '#src/stores/session/account/index.ts';
import ActionForm from './ActionForm.tsx';
import Field from './Field.tsx';
import Result from './Result.tsx';
import SubmitButton from './SubmitButton.tsx';
import { useFormAction } from './use-form-action.ts';

export default function PasswordForm({ messages }: { messages: Messages }) {
  const [byEmail] = useState(signedInByEmail);
  const form = useFormAction(messages, ({ text }) =>
    changePassword({
      ...(byEmail ? {} : { current_password: text('current_password') }),
      password: text('password'),
      password_confirm: text('password_confirm'),
    }),
  );
  if (form.state.result) return <Result level={3}>{format(messages, 'account.password.changed')}</Result>;
  return (
    <ActionForm form={form} name="password">
      {byEmail ? (
        <p data-password-reset>{format(messages, 'account.password.reset')}</p>
      ) : (
        <Field
          id="password-current"
          type="password"
          label={format(messages, 'account.password.current')}
          autoComplete="current-password"
          {...form.field('current_password')}
        />
      )}
      <Field
        id="password-new"
        type="password"
        label={format(messages, 'account.password.new')}
        hint={format(messages, 'account.passwordHint')}
        autoComplete="new-password"
        {...form.field('password')}
      />
      <Field
        id="password-confirm"
        type="password"
        label={format(messages, 'account.passwordConfirm')}
        autoComplete="new-password"
        {...form.field('password_confirm')}
      />
      <SubmitButton messages={messages} label="account.password.submit" />
    </ActionForm>
  );
}
