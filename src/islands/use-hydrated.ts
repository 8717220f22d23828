import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the build's HTML and while hydrating, true after: an island whose stores may hold
 * something by the time it hydrates (`client:needed`, `client:ready`) renders the build's
 * HTML first with it, so hydration matches (React error 418 otherwise), and the live state right
 * after. In account forms: a function `action` rendered on
 * the server makes React add an inline "replay early submits" script, which the page's
 * Content-Security-Policy (hashes of our own scripts only) refuses. So the built form has a
 * plain `method="post"` and a disabled submit button (a tap before hydration, or Enter in a
 * field, submits nothing: no password in a request the server does not take), and the action
 * and the button take over together once React runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
