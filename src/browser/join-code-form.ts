/**
 * A "Join by code" form at work (loaded by src/browser/join-code.ts at the first submit): finds
 * the page the code opens (the site's own, else the API's answer; src/stores/join/join-code.ts)
 * and goes there, or marks the field invalid with the reason in its live message, in the form's
 * language.
 */
import { format, type Messages } from '../utils/format.ts';
import { joinByCode } from '../stores/join/index.ts';
import { session } from '../stores/session/index.ts';

/** Clears a shown refusal once the code is edited. */
function clearOnEdit(form: HTMLFormElement, input: HTMLInputElement, error: HTMLElement): void {
  if (form.dataset['joinWired'] !== undefined) return;
  form.dataset['joinWired'] = '';
  input.addEventListener('input', () => {
    input.removeAttribute('aria-invalid');
    error.textContent = '';
  });
}

/** Submits the form's code: navigates on success, else shows why beside the field and focuses it. */
export async function submitJoinCode(form: HTMLFormElement): Promise<void> {
  const input = form.elements.namedItem('code');
  const error = form.querySelector<HTMLElement>('[data-join-error]');
  const button = form.querySelector('button');
  if (!(input instanceof HTMLInputElement) || !error || form.dataset['busy'] !== undefined) return;
  // The page's one copy (src/components/JoinCodeScript.astro), for its header form too.
  const carrier = document.querySelector<HTMLElement>('[data-join-messages]');
  const m = JSON.parse(carrier?.dataset['joinMessages'] ?? '{}') as Messages;
  clearOnEdit(form, input, error);
  // Emptied first, so the same refusal twice is announced twice.
  error.textContent = '';
  form.dataset['busy'] = '';
  button?.setAttribute('aria-busy', 'true');
  const outcome = await joinByCode(session().api, m.lang, input.value);
  delete form.dataset['busy'];
  button?.removeAttribute('aria-busy');
  if (outcome.kind === 'go') {
    location.assign(outcome.href);
    return;
  }
  input.setAttribute('aria-invalid', 'true');
  error.textContent = format(m, outcome.message.key, outcome.message.vars);
  input.focus();
}

/**
 * A page opened with `?code=` (the form sent without JavaScript, or a shared link): the code is
 * put in the page's own form (the one in `main`) and submitted, and taken out of the address.
 */
export function joinFromAddress(): void {
  const url = new URL(location.href);
  const code = url.searchParams.get('code');
  const target = document.querySelector<HTMLFormElement>('main form[data-join-code]');
  const input = target?.elements.namedItem('code');
  if (code === null || !target || !(input instanceof HTMLInputElement)) return;
  url.searchParams.delete('code');
  history.replaceState(history.state, '', url);
  input.value = code;
  void submitJoinCode(target);
}
