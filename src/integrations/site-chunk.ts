/**
 * The code every page runs in one file: the layout's script (src/layouts/Base.astro: build
 * watch, embed resizing, navigation, the offline worker's registration) and every module it
 * imports go into one `site` chunk of the browser build. Left to automatic splitting, that code
 * is six small chunks shared with the islands, three import levels deep: seven requests beside
 * the stylesheet before a phone's first paint, where two do. Islands that import any of it load
 * it from the same chunk, which every page has already fetched.
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
export function siteChunkName(id: string, importersOf: ImportersOf, reached = new Map<string, boolean>()): string | null {
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

/** The integration: the group in the browser build's output options only (the server build keeps its own splitting). */
export default function siteChunk(): AstroIntegration {
  const reached = new Map<string, boolean>();
  return vitePluginStep('quiz-site-chunk', {
    configEnvironment: (name: string) =>
      name === 'client'
        ? { build: { rolldownOptions: { output: { codeSplitting: { groups: [
          { name: (id: string, ctx: { getModuleInfo: ImportersOf }) => siteChunkName(id, (m) => ctx.getModuleInfo(m), reached), priority: 30 },
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react|nanostores|@astrojs[\\/]react)[\\/]/, priority: 20 },
          { name: 'islands', test: /[\\/]src[\\/]|node_modules[\\/](idb-keyval|redaxios)[\\/]/, minShareCount: Number(process.env.SHARE ?? 2), priority: 10 },
        ] } } } } }
        : undefined,
  });
}
