/**
 * Whole percentages in the page's language: "82%" in English, "82 %" in Swedish. The caller
 * names the language (the island's messages carry it), so the number never depends on what
 * the DOM happens to say; one formatter per language, made on first use.
 */
import type { Lang } from '#src/domain/model.ts';
import { intlLocale } from '#src/utils/format.ts';

const formatters = new Map<Lang, Intl.NumberFormat>();

/** A share (0 to 1) as `lang` writes a whole percentage. */
export function percentText(share: number, lang: Lang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 0 });
    formatters.set(lang, formatter);
  }
  return formatter.format(share);
}
