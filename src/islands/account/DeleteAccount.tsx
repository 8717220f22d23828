import { useState } from 'react';
import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { deleteAccount } from '#src/stores/session/account/index.ts';
import ActionForm from './ActionForm.tsx';
import Field from './Field.tsx';
import Result from './Result.tsx';
import SubmitButton from './SubmitButton.tsx';
import { useFormAction } from './use-form-action.ts';
import type { ViewProps } from './view-props.ts';

/** The confirming button's name and value: the first submit only asks, this one deletes. */
const CONFIRM = 'confirm';

/**
 * The delete tab: the password, then "are you sure?", then the deletion. Both steps submit
 * the same form (the password rides along hidden), so a refusal lands on the password step.
 */
export default function DeleteAccount({ lang, messages }: ViewProps) {
  const form = useFormAction(messages, async ({ text }) => {
    if (text(CONFIRM) !== CONFIRM) return 'asked' as const;
    await deleteAccount(text('password'));
    return 'deleted' as const;
  });
  // Cancelling returns to the password step of the attempt that asked.
  const [cancelled, setCancelled] = useState(-1);
  const step = form.state.result?.value;
  if (step === 'deleted') {
    return (
      <div data-deleted>
        <Result level={3}>{format(messages, 'account.delete.done')}</Result>
        <p>
          <a href={localize(lang, paths.account('signup'))}>{format(messages, 'account.signup.title')}</a>
        </p>
      </div>
    );
  }
  if (step === 'asked' && cancelled !== form.state.attempt) {
    return (
      <ActionForm form={form} name="delete-confirm">
        <Result level={3}>{format(messages, 'account.delete.confirm')}</Result>
        <input type="hidden" {...form.field('password')} />
        <p className="actions">
          <SubmitButton messages={messages} label="account.delete.confirmYes" name={CONFIRM} value={CONFIRM} />
          <button type="button" onClick={() => setCancelled(form.state.attempt)} className="link-button">
            {format(messages, 'account.delete.cancel')}
          </button>
        </p>
      </ActionForm>
    );
  }
  return (
    <ActionForm form={form} name="delete">
      <p>{format(messages, 'account.delete.intro')}</p>
      <Field
        id="delete-password"
        type="password"
        label={format(messages, 'account.password')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <SubmitButton messages={messages} label="account.delete.submit" />
    </ActionForm>
  );
}
