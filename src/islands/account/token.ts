/** The one-time `?token=` of emailed links (login, verification). */

/** The token in the address, if any. */
export function tokenParam(): string | null {
  return new URLSearchParams(location.search).get('token');
}

/** Removes `?token=` from the address bar: a token works once, and a reload must not retry it. */
export function dropToken(): void {
  const url = new URL(location.href);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
