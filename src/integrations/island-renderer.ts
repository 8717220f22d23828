/**
 * Names the renderer of every island for Astro's server render (`__astro_tag_component__`).
 * Untagged, Astro finds an island's renderer by asking each renderer's `check`, and React's check
 * renders the component once to see whether it returns React elements: every island of every
 * page was rendered twice on the server, the first time for nothing (about half of the React
 * work of a large build). The tag is added to the server build only; browsers get the islands
 * unchanged.
 */
import type { AstroIntegration } from 'astro';
import { vitePluginStep } from './vite-plugin-step.ts';

/** Island modules: the components under src/islands/. */
const ISLAND = /\/src\/islands\/.+\.tsx$/;
/** The island's component: its module's default export, a named function. */
const DEFAULT_FUNCTION = /^export default function ([A-Za-z_$][\w$]*)/m;

/**
 * The island module `code` (of module `id`) with its default export tagged as a React component,
 * or null when it is not an island or its default export is not a named function (Astro then asks
 * `check`, as before: slower, never wrong).
 */
export function tagIslandSource(code: string, id: string): string | null {
  if (!ISLAND.test(id.replace(/\?.*$/, ''))) return null;
  const name = DEFAULT_FUNCTION.exec(code)?.[1];
  if (!name) return null;
  return `${code}\nimport { __astro_tag_component__ as __quizTagIsland } from 'astro/runtime/server/index.js';\n__quizTagIsland(${name}, '@astrojs/react');\n`;
}

/** The integration: a Vite plugin that tags the islands in the server build. */
export default function islandRenderer(): AstroIntegration {
  return vitePluginStep('quiz-island-renderer', {
    enforce: 'pre',
    transform: (code: string, id: string, options?: { ssr?: boolean | undefined }) =>
      options?.ssr ? tagIslandSource(code, id) : null,
  });
}
