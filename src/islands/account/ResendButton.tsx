import { useTransition } from 'react';
import type { Messages } from '../../utils/format.ts';
import { resendVerification } from '../../stores/account.ts';
import { keyText } from './messages.ts';

/** "Send the email again": resends the verification email (the result shows in the alert). */
export default function ResendButton({ lang, messages }: { readonly lang: string; readonly messages: Messages }) {
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await resendVerification(lang);
        })
      }
    >
      {keyText(messages, 'alert.resend')}
    </button>
  );
}
