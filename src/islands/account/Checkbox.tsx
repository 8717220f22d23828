import FieldError from './FieldError.tsx';
import { fieldAria } from './field-aria.ts';

interface CheckboxProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly defaultChecked: boolean;
  readonly error?: string | undefined;
}

/** A labelled checkbox with its error tied to it. */
export default function Checkbox({ id, name, label, defaultChecked, error }: CheckboxProps) {
  return (
    <div className="field">
      <input id={id} name={name} type="checkbox" defaultChecked={defaultChecked} {...fieldAria(id, undefined, error)} />{' '}
      <label htmlFor={id}>{label}</label>
      <FieldError id={id} text={error} />
    </div>
  );
}
