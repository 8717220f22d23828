/**
 * Form submission for the account islands: busy state, the form-level error and the field
 * errors (message keys turned into text), and focus on the first invalid field after a refusal.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { Messages } from '../../utils/format.ts';
import { fieldErrorsOf } from '../../stores/account.ts';
import { errorText, focusFirstInvalid, keyText } from './ui.tsx';

/**
 * Runs `action` on submit and hands its result to `onDone`; a refusal shows its message and
 * marks the named fields, so every form reports errors and moves focus the same way.
 */
export function useSubmit<T>(messages: Messages, action: () => Promise<T>, onDone: (value: T) => void) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    setFieldErrors({});
    try {
      onDone(await action());
    } catch (err) {
      const fields = fieldErrorsOf(err);
      const mapped: Record<string, string> = {};
      for (const [field, key] of Object.entries(fields)) mapped[field] = keyText(messages, key);
      setFieldErrors(mapped);
      setFormError(errorText(messages, err));
      setTimeout(() => {
        if (Object.keys(mapped).length) focusFirstInvalid(formRef.current);
      }, 0);
    } finally {
      setBusy(false);
    }
  };
  return { busy, formError, fieldErrors, formRef, submit };
}
