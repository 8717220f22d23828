import { useEffect, useState } from 'react';
import { isLoggedIn, loadCurrentUser, type AccountUser } from '#src/stores/session/account/index.ts';

/** Whether the visitor is logged in: null until known (the browser decides, not the build). */
export function useLoggedIn(): boolean | null {
  const [loggedIn, setLoggedIn] = useState<boolean | null>(null);
  useEffect(() => setLoggedIn(isLoggedIn()), []);
  return loggedIn;
}

/** Whether the visitor is logged in and, once loaded, who they are. */
export function useCurrentUser(): { readonly loggedIn: boolean | null; readonly user: AccountUser | null } {
  const loggedIn = useLoggedIn();
  const [user, setUser] = useState<AccountUser | null>(null);
  useEffect(() => {
    // A failed load leaves the page usable without the address; the store reports it.
    if (loggedIn) loadCurrentUser().then(setUser, () => undefined);
  }, [loggedIn]);
  return { loggedIn, user };
}
