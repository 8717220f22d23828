import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { forgotPassword } from '#src/stores/session/account/index.ts';
import ActionForm from './ActionForm.tsx';
import Field from './Field.tsx';
import Result from './Result.tsx';
import SubmitButton from './SubmitButton.tsx';
import { useFormAction } from './use-form-action.ts';
import type { ViewProps } from './view-props.ts';

/** `/account/forgot-password/`: mails a login link (the answer never tells whether the address is known). */
export default function ForgotPassword({ lang, messages }: ViewProps) {
  const form = useFormAction(messages, ({ text }) => forgotPassword(text('email')));
  if (form.state.result) {
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
    <ActionForm form={form} name="forgot">
      <Field
        id="forgot-email"
        type="email"
        label={format(messages, 'account.email')}
        autoComplete="email"
        {...form.field('email')}
      />
      <SubmitButton messages={messages} label="account.forgotPassword.submit" />
    </ActionForm>
  );
}
