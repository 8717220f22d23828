/**
 * The one shared alert of the app (docs/reference/entities.md#client-state): visible, error and not-verified flags and
 * a list of messages, each a message key with values. Islands show it; any code may raise it.
 */
import { map } from 'nanostores';

export interface AlertMessage {
  readonly key: string;
  readonly vars?: Readonly<Record<string, string | number>>;
}

export interface AlertState {
  readonly visible: boolean;
  readonly error: boolean;
  /** The alert is the not-verified reminder (account.notVerifiedYetMessage). */
  readonly notVerified: boolean;
  readonly messages: readonly AlertMessage[];
}

const hidden: AlertState = { visible: false, error: false, notVerified: false, messages: [] };
export const $alert = map<AlertState>(hidden);

/** Shows a message; an error alert replaces a success one. */
export function showAlert(message: AlertMessage, opts: { error?: boolean; notVerified?: boolean } = {}): void {
  $alert.set({ visible: true, error: Boolean(opts.error), notVerified: Boolean(opts.notVerified), messages: [message] });
}

export function hideAlert(): void {
  $alert.set(hidden);
}
