import type { Messages } from '#src/utils/format.ts';
import { resendVerification } from '#src/stores/session/account/index.ts';
import ActionButton from './ActionButton.tsx';
import { keyText } from './messages.ts';

/** "Send the email again": resends the verification email (the result shows in the alert). */
export default function ResendButton({ lang, messages }: { readonly lang: string; readonly messages: Messages }) {
  return <ActionButton run={() => resendVerification(lang)}>{keyText(messages, 'alert.resend')}</ActionButton>;
}
