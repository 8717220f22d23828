/**
 * The inline scripts of an HTML document. One pattern for the build step that moves Astro's
 * prescripts out (and keeps the CSP hashes of the scripts left inline), the JS budget and the
 * page benchmark, so the three count the same scripts.
 */

/** A `<script>` a browser runs inline: no `src`, not a JSON data block (`application/json`, `application/ld+json`). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** The texts of the inline scripts a browser runs in `html`, in document order (empty ones included). */
export function inlineScriptTexts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? '');
}
