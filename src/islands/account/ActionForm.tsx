import type { ReactNode } from 'react';
import FormError from './FormError.tsx';
import type { BoundForm } from './use-form-action.ts';
import { useHydrated } from '../use-hydrated.ts';

interface ActionFormProps {
  readonly form: Pick<BoundForm<unknown>, 'state' | 'action' | 'formRef'>;
  /** `data-form`, how pages and tests name the form. */
  readonly name: string;
  readonly children: ReactNode;
}

/**
 * Every account form: the action from `useFormAction`, server-side validation only (the API
 * names what is wrong, in the page's language), and the refusal on top, announced and focused
 * anew after each attempt.
 */
export default function ActionForm({ form, name, children }: ActionFormProps) {
  const hydrated = useHydrated();
  return (
    <form ref={form.formRef} {...(hydrated ? { action: form.action } : { method: 'post' })} noValidate data-form={name}>
      {form.state.error && <FormError key={form.state.attempt} text={form.state.error} />}
      {children}
    </form>
  );
}
