/**
 * The error page offers "go back" when the visitor reached it from another page of the site:
 * the page is not the tab's entry path (the first path of the session, src/navigation/), so
 * the previous history entry is a page of ours and `history.back()` returns there instead of
 * leaving the site. A visitor who arrived on a broken link from elsewhere gets "take me home"
 * only.
 */
import { entryPath } from '../navigation/session-memory.ts';

const button = document.querySelector<HTMLButtonElement>('[data-error-back]');
const entry = entryPath();
if (button && entry && entry !== location.pathname && history.length > 1) {
  button.hidden = false;
  button.addEventListener('click', () => history.back());
}
