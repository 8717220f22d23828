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

/** No alert: the store's start, and what the build's HTML shows. */
export const HIDDEN_ALERT: AlertState = { visible: false, error: false, notVerified: false, messages: [] };
export const $alert = map<AlertState>(HIDDEN_ALERT);

/**
 * The window event `showAlert` dispatches: the Alerts island waits for it (`client:needed`, see
 * src/layouts/Base.astro), so a page that never has an alert never loads the island's code.
 */
export const ALERT_EVENT = 'quiz:alert';

/**
 * Mounts the Alerts island if it is not yet: a store has something for it to show (an alert, the
 * offline queue's notice). Harmless when it is mounted already.
 */
export function mountAlerts(): void {
  if (typeof dispatchEvent === 'function') dispatchEvent(new Event(ALERT_EVENT));
}

/** Shows a message (mounting the Alerts island if it is not yet); an error alert replaces a success one. */
export function showAlert(message: AlertMessage, opts: { error?: boolean; notVerified?: boolean } = {}): void {
  $alert.set({
    visible: true,
    error: Boolean(opts.error),
    notVerified: Boolean(opts.notVerified),
    messages: [message],
  });
  mountAlerts();
}

export function hideAlert(): void {
  $alert.set(HIDDEN_ALERT);
}

/** Alerts a page may be sent to show with `?alert=` (a failed answer sends the visitor back to the topic). */
const ADDRESS_ALERTS = new Set(['test.saveAnswerWentWrong']);

/**
 * Shows the alert another page sent this one with `?alert=` and removes the parameter from the
 * address (a reload does not show it twice). Only known keys: a link cannot make the site say
 * anything else. Returns the new address, or null when there was nothing to show.
 */
export function showAlertFromAddress(href: string): string | null {
  const url = new URL(href);
  const key = url.searchParams.get('alert');
  if (key === null) return null;
  url.searchParams.delete('alert');
  if (ADDRESS_ALERTS.has(key)) showAlert({ key }, { error: true });
  return `${url.pathname}${url.search}${url.hash}`;
}
