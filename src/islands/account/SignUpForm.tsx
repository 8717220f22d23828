import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { signUp } from '#src/stores/session/account/index.ts';
import ActionForm from './ActionForm.tsx';
import Checkbox from './Checkbox.tsx';
import Field from './Field.tsx';
import SubmitButton from './SubmitButton.tsx';
import { useFormAction } from './use-form-action.ts';
import type { ViewProps } from './view-props.ts';

/** Email, password twice and the agreements; a sign-up goes to the "check your email" page. */
export default function SignUpForm({ lang, messages }: ViewProps) {
  const form = useFormAction(messages, async ({ text, checked }) => {
    await signUp({
      email: text('email'),
      password: text('password'),
      password_confirm: text('password_confirm'),
      agreements_acceptence: checked('agreements_acceptence'),
    });
    location.assign(localize(lang, paths.account('signup/success')));
  });
  return (
    <ActionForm form={form} name="signup">
      <Field
        id="signup-email"
        type="email"
        label={format(messages, 'account.email')}
        autoComplete="email"
        {...form.field('email')}
      />
      <Field
        id="signup-password"
        type="password"
        label={format(messages, 'account.password')}
        hint={format(messages, 'account.passwordHint')}
        autoComplete="new-password"
        {...form.field('password')}
      />
      <Field
        id="signup-password-confirm"
        type="password"
        label={format(messages, 'account.passwordConfirm')}
        autoComplete="new-password"
        {...form.field('password_confirm')}
      />
      <Checkbox
        id="signup-accept"
        label={format(messages, 'account.agreements')}
        {...form.checkbox('agreements_acceptence')}
      />
      <SubmitButton messages={messages} label="account.signup.submit" />
    </ActionForm>
  );
}
