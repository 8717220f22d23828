/** Server message keys as text, for the account islands and the alerts. */
import { format, lookup, type Messages, type Vars } from '#src/utils/format.ts';
import { messageOf } from '#src/stores/session/account/index.ts';

/**
 * Text for a message key the API sent: `account.errors.<key>`, else the key itself (its plural
 * form with a `count`), else the generic error, so an unknown key never shows as raw text.
 */
export function keyText(messages: Messages, key: string, vars: Vars = {}): string {
  if (lookup(messages, `account.errors.${key}`, vars) !== undefined)
    return format(messages, `account.errors.${key}`, vars);
  if (lookup(messages, key, vars) !== undefined) return format(messages, key, vars);
  return format(messages, 'account.errors.generic');
}

/**
 * Text for a failed call: how long to wait after too many attempts, else its message key, or
 * the network error when the server was not reached.
 */
export function errorText(messages: Messages, err: unknown): string {
  const message = messageOf(err);
  return keyText(messages, message.key, message.vars);
}
