import { useFormStatus } from 'react-dom';
import { format, type Messages } from '#src/utils/format.ts';
import { useHydrated } from '../use-hydrated.ts';

interface SubmitButtonProps {
  readonly messages: Messages;
  /** The key of the button's text. */
  readonly label: string;
  /** Sent with the form data when this button submits it (a form with two submits). */
  readonly name?: string;
  readonly value?: string;
}

/** A form's submit button: disabled until the form's action is attached, and saying so while it runs. */
export default function SubmitButton({ messages, label, name, value }: SubmitButtonProps) {
  const { pending } = useFormStatus();
  const hydrated = useHydrated();
  return (
    <button type="submit" name={name} value={value} disabled={pending || !hydrated}>
      {format(messages, pending ? 'account.working' : label)}
    </button>
  );
}
