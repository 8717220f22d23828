/**
 * Page views of docs/reference/routes.md#page-views: one on each route change whose path differs from the last one
 * tracked, with a trailing slash removed except for the root. Route changes come from page
 * loads and in-page navigations alike, so the same path may be reported more than once.
 */

/** '/t/health/' → '/t/health'; '/' stays '/'. Query and hash are not part of the path. */
export function trackedPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/';
}

/** Calls `send` with the tracked path when it differs from the previous one. */
export function createPageViewTracker(send: (path: string) => void): (pathname: string) => boolean {
  let last: string | null = null;
  return (pathname) => {
    const path = trackedPath(pathname);
    if (path === last) return false;
    last = path;
    send(path);
    return true;
  };
}
