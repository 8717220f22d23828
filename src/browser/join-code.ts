/**
 * Every page's hook for the "Join by code" forms (src/components/JoinCode.astro): one submit
 * listener on the document, so forms a React island renders later count too, and the lookup's
 * code (src/browser/join-code-form.ts, the API client) loads only when someone submits a code.
 * A start page opened with `?code=` (the form sent without JavaScript, or a shared link) joins
 * with that code at once.
 */
const FORM = 'form[data-join-code]';

/** Looks up the code typed in `form` and goes to its page, or says why not beside the field. */
function join(form: HTMLFormElement): void {
  // A failed chunk load (offline, a new deploy) is the reload guard's (src/navigation/reload-guard.ts).
  void import('./join-code-form.ts').then((m) => m.submitJoinCode(form));
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(FORM)) return;
  event.preventDefault();
  join(form);
});

const sent = new URLSearchParams(location.search).get('code');
const main = sent === null ? null : document.querySelector<HTMLFormElement>(`main ${FORM}`);
if (sent !== null && main) {
  const url = new URL(location.href);
  url.searchParams.delete('code');
  history.replaceState(history.state, '', url);
  const input = main.elements.namedItem('code');
  if (input instanceof HTMLInputElement) input.value = sent;
  join(main);
}
