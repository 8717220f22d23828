/**
 * The accessibility attributes of a form control: its hint and error tied to it with
 * aria-describedby and the error marked with aria-invalid (which `focusFirstInvalid` looks for).
 */
export function fieldAria(id: string, hint: string | undefined, error: string | undefined) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}
