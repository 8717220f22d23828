import { useSyncExternalStore, type ReactNode } from 'react';
import FormError from './FormError.tsx';
import type { BoundForm } from './use-form-action.ts';

interface ActionFormProps {
  readonly form: Pick<BoundForm<unknown>, 'state' | 'action' | 'formRef'>;
  /** `data-form`, how pages and tests name the form. */
  readonly name: string;
  readonly children: ReactNode;
}

const noSubscription = () => () => undefined;

/**
 * False in the build's HTML and while hydrating, true after. A function `action` rendered on
 * the server makes React add an inline "replay early submits" script, which the page's
 * Content-Security-Policy (hashes of our own scripts only) refuses. So the built form has a
 * plain `method="post"` (a submit before hydration never puts a password in an address) and
 * the action takes over once React runs.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
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
