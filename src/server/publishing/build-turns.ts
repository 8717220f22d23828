/**
 * The process's site builds take turns. Astro writes a build's server bundle to
 * `<project>/.astro/.prerender/` whenever the build's folder is outside the project (a `DATA_DIR`
 * elsewhere, as on most servers) and deletes it at the end, so a preview build (an editor's save)
 * running beside a publish's build broke the other: "Cannot find module
 * '…/.astro/.prerender/chunks/…'", and the publish did not go live.
 */
import type { Builder } from './publisher.ts';

/**
 * A wrapper that makes every builder it wraps wait for the build before it to end (failed or
 * not), so the public and preview publishers never build at once.
 */
export function buildTurns(): (build: Builder) => Builder {
  let previous: Promise<unknown> = Promise.resolve();
  return (build) => (outDir) => {
    const turn = previous.then(() => build(outDir));
    previous = turn.catch(() => undefined);
    return turn;
  };
}
