/** The error under a form control; its id is what the control's aria-describedby names. */
export default function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <span id={`${id}-error`} data-field-error={id} className="error-text">
      {text}
    </span>
  );
}
