import { useFocusOnMount } from './focus.ts';

/** A form-level error, announced (role alert) and focused when it appears. */
export default function FormError({ text }: { text: string }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} tabIndex={-1} role="alert" data-form-error className="error-text">
      {text}
    </p>
  );
}
