/**
 * The hook for the "Join by code" forms (src/components/JoinCode.astro) on the pages that render
 * src/components/JoinCodeScript.astro (the start page, the kiosk): one submit listener on the
 * document, so forms a React island renders later count too. The lookup's code
 * (src/browser/join-code-form.ts, the API client) loads only when someone submits a code, or
 * when a page is opened with `?code=` (the form sent without JavaScript, or a shared link). Kept
 * this small because the start page's first visit has a budget (scripts/check-js-budget.ts).
 */
const form = () => import('./join-code-form.ts');

document.addEventListener('submit', (event) => {
  const target = event.target;
  if (!(target instanceof HTMLFormElement) || !target.hasAttribute('data-join-code')) return;
  event.preventDefault();
  // A failed chunk load (offline, a new deploy) is the reload guard's (src/navigation/reload-guard.ts).
  void form().then((m) => m.submitJoinCode(target));
});
if (location.search.includes('code=')) void form().then((m) => m.joinFromAddress());
