/**
 * In-page navigation for pages that serve several routes (certificate and event players):
 * `go(path)` pushes the path, sets the `$route` store (src/navigation/route.ts) and switches the
 * view inside a same-document View Transition
 * of the type `transitionFor` picks; the back and forward buttons (popstate) do the same
 * with the reverse pair. After every path change a `quiz:navigate` event with
 * `detail: { from, to }` goes to `window` (analytics counts page views with it). Once a newer
 * build is live (`<html data-stale-build>`, src/browser/build-watch.ts) every navigation is
 * a full page load instead, so the visitor moves onto the new build. The header's language
 * links follow each step (./language-links.ts).
 */
import { setRoutePath } from './route.ts';
import { animates, markTransition, pickTransition } from './choose.ts';
import './language-links.ts';

type Listener = (path: string) => void;

export interface NavigateDetail {
  readonly from: string;
  readonly to: string;
}

const listeners = new Set<Listener>();
let current = typeof location === 'undefined' ? '/' : location.pathname;

const stale = () => document.documentElement.hasAttribute('data-stale-build');

/** Calls `listener` with the new path on every in-page navigation (inside the view transition). */
export function onNavigate(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function switchView(to: string, browserAnimated: boolean): void {
  const from = current;
  current = to;
  dispatchEvent(new CustomEvent<NavigateDetail>('quiz:navigate', { detail: { from, to } }));
  const type = pickTransition(from, to);
  const update = () => {
    setRoutePath(to);
    for (const listener of listeners) listener(to);
  };
  // A swipe-back the browser animated itself must not play a second animation.
  if (!animates(type) || browserAnimated || document.hidden || !(document as Partial<Document>).startViewTransition) {
    markTransition(type);
    update();
    return;
  }
  markTransition(type, document.startViewTransition({ update, types: [type] }));
}

/** Navigates to `path` (same page): pushState and a view switch, or a full load on a stale build. */
export function go(path: string): void {
  if (stale()) {
    location.assign(path);
    return;
  }
  if (path === location.pathname) {
    setRoutePath(path);
    for (const listener of listeners) listener(path);
    return;
  }
  history.pushState(null, '', path);
  switchView(path, false);
}

if (typeof window !== 'undefined') {
  addEventListener('popstate', (event) => {
    if (location.pathname === current) return;
    if (stale()) {
      location.reload();
      return;
    }
    // Undefined where the browser lacks the property (Firefox): switchView only tests it for truth.
    switchView(location.pathname, event.hasUAVisualTransition);
  });
}
