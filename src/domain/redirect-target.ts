/**
 * Redirect targets are paths on this site, never another host (issue 9, open redirect). A path
 * built from the request, such as `/en//evil.example/` with its `/en` dropped, reads
 * `//evil.example/`, which browsers resolve as a URL on the host `evil.example`; so do `/\host`
 * and `\\host`, since browsers treat a backslash as a slash. Every redirect the server sends, the
 * static 404 page's redirects and the static host's rules go through this.
 */

const ORIGIN = 'http://site.invalid';

/**
 * The same-site path for `target` (decoded or encoded): a run of leading slashes and backslashes
 * collapses into one '/', so `//evil.example/` becomes `/evil.example/`. Null for anything that
 * still is not a plain path on this site (a scheme, control characters).
 */
export function sameSitePath(target: string): string | null {
  if (!target.startsWith('/') && !target.startsWith('\\')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  const path = target.replace(/^[/\\]+/, '/');
  let url: URL;
  try {
    url = new URL(path, ORIGIN);
  } catch {
    // Expected: a requested target no URL can be made of is not a path on this site.
    return null;
  }
  return url.origin === ORIGIN ? path : null;
}
