import FieldError from './FieldError.tsx';
import { fieldAria } from './field-aria.ts';

interface SelectFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly defaultValue: string;
  /** [value, text] pairs; the first is usually the "none" choice. */
  readonly options: readonly (readonly [value: string, text: string])[];
  readonly error?: string | undefined;
}

/** A labelled select with its error tied to it. */
export default function SelectField({ id, name, label, defaultValue, options, error }: SelectFieldProps) {
  return (
    <div className="stack field">
      <label htmlFor={id}>{label}</label>
      {/* Keyed by its value: React updates no select's default in place, and a form reset after an action would restore the first one. */}
      <select
        key={defaultValue}
        id={id}
        name={name}
        defaultValue={defaultValue}
        className="select"
        {...fieldAria(id, undefined, error)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={id} text={error} />
    </div>
  );
}
