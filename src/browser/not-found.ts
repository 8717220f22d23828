/**
 * On static hosts (no project server), the 404 page fills in the missing path itself, tells a
 * failed validation from an unmatched route, and follows the catch-all redirects and the
 * case-insensitive event and group codes.
 */
import { catchAllRedirect, lowerCaseCodePath, matchRoute } from '../domain/routes.ts';
import { sameSitePath } from '../domain/redirect-target.ts';

const box = document.querySelector<HTMLElement>('[data-not-found]');
const slot = box?.querySelector<HTMLElement>('[data-missing-path]');
if (box && slot && !slot.textContent) {
  const path = location.pathname;
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  const wanted = withSlash !== path ? withSlash : (lowerCaseCodePath(withSlash) ?? catchAllRedirect(withSlash));
  // `//host` as a path would leave the site: only same-site paths.
  const target = wanted === null ? null : sameSitePath(wanted);
  const key = `redirected:${path}`;
  if (target && target !== path && !sessionStorage.getItem(key)) {
    sessionStorage.setItem(key, '1');
    location.replace(target + location.search);
  } else {
    slot.textContent = path;
    const message = box.querySelector<HTMLElement>('[data-not-found-message]');
    const invalidText = message?.dataset['invalidText'];
    if (message && invalidText && matchRoute(withSlash)) message.textContent = invalidText;
  }
}
