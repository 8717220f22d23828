/**
 * Resolves once the next frame is painted and the tasks queued before it have run: what the
 * practice player waits for before loading what records an answer (the verdict on screen first),
 * and the first-load loader before it counts the islands that hydrate at once. At once where
 * nothing paints: a hidden tab, where a frame never comes, or outside a browser.
 */
export function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.hidden) return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
