import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { logIn } from '#src/stores/session/account/index.ts';
import ActionForm from './ActionForm.tsx';
import Field from './Field.tsx';
import SubmitButton from './SubmitButton.tsx';
import { useFormAction } from './use-form-action.ts';
import type { ViewProps } from './view-props.ts';

/**
 * Email and password; a login goes to the account's progress, or, with `onLoggedIn`, stays on
 * the page (an organizer's results page reads again instead).
 */
export default function LoginForm({ lang, messages, onLoggedIn }: ViewProps & { readonly onLoggedIn?: () => void }) {
  const form = useFormAction(messages, async ({ text }) => {
    await logIn(text('email'), text('password'));
    if (onLoggedIn) onLoggedIn();
    else location.assign(localize(lang, paths.accountTab('progress')));
  });
  return (
    <ActionForm form={form} name="login">
      <Field
        id="login-email"
        type="email"
        label={format(messages, 'account.email')}
        autoComplete="email"
        {...form.field('email')}
      />
      <Field
        id="login-password"
        type="password"
        label={format(messages, 'account.password')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <SubmitButton messages={messages} label="account.login.submit" />
    </ActionForm>
  );
}
