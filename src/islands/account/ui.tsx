/** Shared pieces of the account islands: message lookup for server keys, fields, focus. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { format, type Messages } from '../../utils/format.ts';
import { messageKeyOf, resendVerification } from '../../stores/account.ts';

/** Text for a server message key: `account.errors.<key>`, the key itself, or the generic error. */
export function keyText(messages: Messages, key: string, vars: Readonly<Record<string, string | number>> = {}): string {
  if (messages[`account.errors.${key}`] !== undefined) return format(messages, `account.errors.${key}`, vars);
  if (messages[key] !== undefined) return format(messages, key, vars);
  return format(messages, 'account.errors.generic');
}

export function errorText(messages: Messages, err: unknown): string {
  return keyText(messages, messageKeyOf(err));
}

/** A ref that takes focus when the element mounts (new content after a step). */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/** A result heading that takes focus. */
export function Result({ level = 2, children }: { level?: 2 | 3; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag ref={ref} tabIndex={-1}>
      {children}
    </Tag>
  );
}

/** A short list of links to other account pages: [href, text] pairs. */
export function LinkList({ links }: { links: readonly (readonly [href: string, text: string])[] }) {
  return (
    <ul className="link-list">
      {links.map(([href, text]) => (
        <li key={href}>
          <a href={href}>{text}</a>
        </li>
      ))}
    </ul>
  );
}

/** A form-level error, announced and focused. */
export function FormError({ text }: { text: string }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} tabIndex={-1} role="alert" data-form-error className="error-text">
      {text}
    </p>
  );
}

interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (v: string) => void;
  readonly type?: string;
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly autoComplete?: string;
  readonly required?: boolean;
}

export function Field({ id, label, value, onChange, type = 'text', error, hint, autoComplete, required = true }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
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
        name={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <span id={`${id}-error`} data-field-error={id} className="error-text">
          {error}
        </span>
      )}
    </div>
  );
}

/** Focuses the first invalid field of a form after a failed submit. */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  el?.focus();
  return Boolean(el);
}

export function formatDate(lang: string, iso: string): string {
  return new Intl.DateTimeFormat(lang === 'sv' ? 'sv-SE' : 'en-US', { dateStyle: 'long' }).format(new Date(iso));
}

/** "Send the email again": resends the verification email (the result shows in the alert). */
export function ResendButton({ lang, messages }: { readonly lang: string; readonly messages: Messages }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await resendVerification(lang);
        setBusy(false);
      }}
    >
      {keyText(messages, 'alert.resend')}
    </button>
  );
}
