/**
 * How the browser build is cut into files, for the fewest bytes a page loads (each file is
 * compressed alone, so code split into many small files costs more than the same code in one):
 * - `site`: the code every page runs in one file: the layout's script (src/layouts/Base.astro:
 *   build watch, embed resizing, navigation, the offline worker's registration) and every module
 *   it imports. Left to automatic splitting, that code is six small chunks shared with the
 *   islands, three import levels deep. Islands that import any of it load it from the same
 *   chunk, which every page has already fetched.
 * - `react`: React, React DOM, the renderer and nanostores' binding, one file every island page
 *   loads (five before, 1 KB more gzip).
 * - `players`: what the question player and another player import statically (the answer
 *   component, the session, the stores' state), one file instead of a dozen; `tests`: what only
 *   the other players share (the in-page router, the progress line). Code a player loads on
 *   demand (the offline queue, the API client) stays apart: it is not reached statically.
 * Everything else is left to automatic splitting.
 */
import type { AstroIntegration } from 'astro';
import { vitePluginStep } from './vite-plugin-step.ts';

/** The module id of the layout's bundled script (Astro names a component's scripts `…astro?astro&type=script&index=N…`). */
const LAYOUT_SCRIPT = /\/src\/layouts\/Base\.astro\?astro&type=script/;

/**
 * Modules in the site chunk though the layout's script does not import them: the one i18n
 * runtime (src/utils/format.ts, about 350 B gzip), which every island and the search box import;
 * on its own it would be one more request beside the stylesheet on the search page.
 */
const ALSO_SITE = /\/src\/utils\/format\.ts$/;

/** A module as Rolldown's chunking sees it: who imports it statically. */
type ImportersOf = (id: string) => { readonly importers: readonly string[] } | null;

/**
 * `site` for the layout's script, the i18n runtime and every module they reach by static imports, else null
 * (automatic splitting). `reached` remembers the modules found across calls: the build asks per module.
 */
export function siteChunkName(
  id: string,
  importersOf: ImportersOf,
  reached = new Map<string, boolean>(),
): string | null {
  const visit = (module: string, path: Set<string>): boolean => {
    const known = reached.get(module);
    if (known !== undefined) return known;
    if (LAYOUT_SCRIPT.test(module) || ALSO_SITE.test(module)) return true;
    if (path.has(module)) return false;
    path.add(module);
    const found = (importersOf(module)?.importers ?? []).some((importer) => visit(importer, path));
    path.delete(module);
    // Only a yes is final: a no found inside an import cycle may be a yes by another way round.
    if (found) reached.set(module, true);
    return found;
  };
  return visit(id, new Set()) ? 'site' : null;
}

/** React and what binds it to Astro and nanostores: one chunk. */
const REACT =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react|nanostores|@astrojs[\\/]react)[\\/]/;

/** The practice question's player: its page holds most of a site's pages. */
const QUESTION_PLAYER = /[\\/]src[\\/]islands[\\/]QuestionPlayer\.tsx$/;

/** The answering players, as island entry modules. */
const PLAYER = /[\\/]src[\\/]islands[\\/](QuestionPlayer|CertificatePlayer|EventPlayer|ChallengePlayer)\.tsx$/;

/**
 * For a module two or more of the players reach by static imports (not a player itself):
 * `players` when the question player is one of them, else `tests` (what only the certificate,
 * event and challenge players share); null otherwise. `reached` remembers each module's players
 * across calls (the build asks per module).
 */
export function playersChunkName(
  id: string,
  importersOf: ImportersOf,
  reached = new Map<string, ReadonlySet<string>>(),
): string | null {
  if (PLAYER.test(id)) return null;
  let players = reached.get(id);
  if (!players) {
    // Every module above this one by static imports, once each; the players among them.
    const found = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let module = queue.pop(); module !== undefined; module = queue.pop()) {
      if (PLAYER.test(module)) found.add(module);
      else
        for (const importer of importersOf(module)?.importers ?? [])
          if (!seen.has(importer)) {
            seen.add(importer);
            queue.push(importer);
          }
    }
    players = found;
    reached.set(id, players);
  }
  if (players.size < 2) return null;
  // The question page is most of a site's pages: what it loads holds nothing only other players use.
  return [...players].some((p) => QUESTION_PLAYER.test(p)) ? 'players' : 'tests';
}

/** The integration: the groups in the browser build's output options only (the server build keeps its own splitting). */
export default function chunkGroups(): AstroIntegration {
  const site = new Map<string, boolean>();
  const players = new Map<string, ReadonlySet<string>>();
  return vitePluginStep('quiz-chunk-groups', {
    configEnvironment: (name: string) =>
      name === 'client'
        ? {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      {
                        name: (id: string, ctx: { getModuleInfo: ImportersOf }) =>
                          siteChunkName(id, (m) => ctx.getModuleInfo(m), site),
                        priority: 3,
                      },
                      { name: 'react', test: REACT, priority: 2 },
                      {
                        name: (id: string, ctx: { getModuleInfo: ImportersOf }) =>
                          playersChunkName(id, (m) => ctx.getModuleInfo(m), players),
                        priority: 1,
                      },
                    ],
                  },
                },
              },
            },
          }
        : undefined,
  });
}
