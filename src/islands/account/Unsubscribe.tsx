import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { unsubscribe } from '#src/stores/session/account/index.ts';
import ActionForm from './ActionForm.tsx';
import Result from './Result.tsx';
import SubmitButton from './SubmitButton.tsx';
import { useFormAction } from './use-form-action.ts';
import { useLoggedIn } from './use-current-user.ts';
import type { ViewProps } from './view-props.ts';

/** `/account/unsubscribe/`: one button that turns the newsletter off (logged in only). */
export default function Unsubscribe({ lang, messages }: ViewProps) {
  const loggedIn = useLoggedIn();
  const form = useFormAction(messages, () => unsubscribe());
  if (loggedIn === null) return null;
  if (!loggedIn) {
    return (
      <p>
        {format(messages, 'account.notLoggedIn')}{' '}
        <a href={localize(lang, paths.account('login'))}>{format(messages, 'account.login.title')}</a>
      </p>
    );
  }
  if (form.state.result) return <Result>{format(messages, 'account.unsubscribe.done')}</Result>;
  return (
    <ActionForm form={form} name="unsubscribe">
      <SubmitButton messages={messages} label="account.unsubscribe.submit" />
    </ActionForm>
  );
}
