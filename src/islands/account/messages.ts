/** Server message keys as text, for the account islands and the alerts. */
import { format, hasMessage, type Messages, type Vars } from '#src/utils/format.ts';
import { messageKeyOf } from '#src/stores/account.ts';

/**
 * Text for a message key the API sent: `account.errors.<key>`, else the key itself, else the
 * generic error, so an unknown key never shows as raw text.
 */
export function keyText(messages: Messages, key: string, vars: Vars = {}): string {
  if (hasMessage(messages, `account.errors.${key}`)) return format(messages, `account.errors.${key}`, vars);
  if (hasMessage(messages, key)) return format(messages, key, vars);
  return format(messages, 'account.errors.generic');
}

/** Text for a failed call: its message key, or the network error when the server was not reached. */
export function errorText(messages: Messages, err: unknown): string {
  return keyText(messages, messageKeyOf(err));
}
