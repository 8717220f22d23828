/**
 * The inline scripts of an HTML document. One pattern for the build step that moves Astro's
 * prescripts out (and keeps the CSP hashes of the scripts left inline), the JS budget and the
 * page benchmark, so the three count the same scripts.
 */

/** Every `<script>` element: its attributes (group 1) and text (group 2). */
export const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** A `<script>` a browser runs inline, by its attributes: no `src`, not a JSON data block (`application/json`, `application/ld+json`). */
export function runsInline(attributes: string): boolean {
  return !/\bsrc=/.test(attributes) && !/\btype="application\/(?:ld\+)?json"/.test(attributes);
}

/** The texts of the inline scripts a browser runs in `html`, in document order (empty ones included). */
export function inlineScriptTexts(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)].filter((m) => runsInline(m[1] ?? '')).map((m) => m[2] ?? '');
}
