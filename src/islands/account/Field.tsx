import FieldError from './FieldError.tsx';
import { fieldAria } from './field-aria.ts';

interface FieldProps {
  readonly id: string;
  /** The name the form data carries: the API's field name. */
  readonly name: string;
  readonly label: string;
  /** The value to show: the stored one at first, then what was submitted (React resets forms after an action). */
  readonly defaultValue: string;
  readonly type?: string;
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly autoComplete?: string;
  readonly required?: boolean;
}

/** A labelled text input with its hint and error tied to it. */
export default function Field({
  id,
  name,
  label,
  defaultValue,
  type = 'text',
  error,
  hint,
  autoComplete,
  required = true,
}: FieldProps) {
  return (
    <div className="stack field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="meta">
          {hint}
        </span>
      )}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        required={required}
        {...fieldAria(id, hint, error)}
      />
      <FieldError id={id} text={error} />
    </div>
  );
}
