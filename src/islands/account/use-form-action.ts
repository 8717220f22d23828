/**
 * The one submit path of the account forms, on React 19 form actions: `<form action>` runs
 * the call, `useFormStatus` (in `SubmitButton`) shows it pending, and a refusal becomes the
 * form-level message and per-field errors from the API's `errors` map, with focus on the
 * first invalid field. Fields are uncontrolled: they show what was submitted (React resets a
 * form after its action), so a refused form keeps its values.
 */
import { useActionState, useEffect, useRef, type RefObject } from 'react';
import type { Messages } from '#src/utils/format.ts';
import { fieldErrorsOf } from '#src/stores/session/account/index.ts';
import { errorText, keyText } from './messages.ts';
import { focusFirstInvalid } from './focus.ts';

/** Field values by name, as the form data carries them (a checked checkbox is present). */
export type FormValues = Readonly<Record<string, string>>;

/** What a form held when submitted, read by name without casts. */
export interface SubmittedForm {
  readonly text: (name: string) => string;
  readonly checked: (name: string) => boolean;
}

export interface FormState<T> {
  /** Submits so far: keys the messages so each outcome is announced and focused again. */
  readonly attempt: number;
  readonly values: FormValues;
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The call's answer after a success. */
  readonly result: { readonly value: T } | null;
}

/** A form bound to its action: what `ActionForm` and the controls need. */
export interface BoundForm<T> {
  readonly state: FormState<T>;
  readonly action: (data: FormData) => void;
  readonly formRef: RefObject<HTMLFormElement | null>;
  field(name: string): { name: string; defaultValue: string; error: string | undefined };
  checkbox(name: string): { name: string; defaultChecked: boolean; error: string | undefined };
}

function valuesOf(data: FormData): FormValues {
  const values: Record<string, string> = {};
  for (const [name, value] of data.entries()) if (typeof value === 'string') values[name] = value;
  return values;
}

function reader(values: FormValues): SubmittedForm {
  return { text: (name) => values[name] ?? '', checked: (name) => values[name] !== undefined };
}

/**
 * A failed call as texts: one per field the API named, and the form-level message unless a
 * field already says the same (a wrong current password is one error, not two).
 */
export function refusal(messages: Messages, err: unknown): Pick<FormState<never>, 'error' | 'fieldErrors'> {
  const fieldErrors: Record<string, string> = {};
  for (const [field, key] of Object.entries(fieldErrorsOf(err))) fieldErrors[field] = keyText(messages, key);
  const error = errorText(messages, err);
  return { error: Object.values(fieldErrors).includes(error) ? null : error, fieldErrors };
}

/**
 * Binds `run` (the call, given the submitted form) to a form: hand it to `ActionForm`, spread `field(name)` / `checkbox(name)` into the controls, and render
 * `state.error` and `state.result`. `initial` fills the form before the first submit.
 */
export function useFormAction<T>(
  messages: Messages,
  run: (form: SubmittedForm) => Promise<T>,
  initial: FormValues = {},
): BoundForm<T> {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, action] = useActionState<FormState<T>, FormData>(
    async (previous, data) => {
      const values = valuesOf(data);
      const next = { attempt: previous.attempt + 1, values, error: null, fieldErrors: {}, result: null };
      try {
        return { ...next, result: { value: await run(reader(values)) } };
      } catch (err) {
        return { ...next, ...refusal(messages, err) };
      }
    },
    { attempt: 0, values: initial, error: null, fieldErrors: {}, result: null },
  );
  useEffect(() => {
    // Runs after the FormError (a child) took focus: a named field is the better place.
    if (Object.keys(state.fieldErrors).length) focusFirstInvalid(formRef.current);
  }, [state]);
  return {
    state,
    action,
    formRef,
    field: (name: string) => ({ name, defaultValue: state.values[name] ?? '', error: state.fieldErrors[name] }),
    checkbox: (name: string) => ({
      name,
      defaultChecked: state.values[name] !== undefined,
      error: state.fieldErrors[name],
    }),
  };
}
