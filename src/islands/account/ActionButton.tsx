import { useTransition, type ReactNode } from 'react';

/** A button outside a form that runs an async call, disabled while it runs (a React transition). */
export default function ActionButton({
  run,
  children,
}: {
  readonly run: () => Promise<unknown>;
  readonly children: ReactNode;
}) {
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await run();
        })
      }
    >
      {children}
    </button>
  );
}
