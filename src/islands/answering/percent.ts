/**
 * Numbers in the page's language: whole percentages ("82%" in English, "82 %" in Swedish) and
 * numbers with up to one decimal ("4.2", "4,2"). The caller names the language (the island's
 * messages carry it), so the number never depends on what the DOM happens to say; one formatter
 * per language and form, made on first use.
 */
import type { Lang } from '#src/domain/model.ts';
import { intlLocale } from '#src/utils/format.ts';

const FORMS = {
  percent: { style: 'percent', maximumFractionDigits: 0 },
  oneDecimal: { maximumFractionDigits: 1 },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, form: keyof typeof FORMS): Intl.NumberFormat {
  const key = `${lang} ${form}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(intlLocale(lang), FORMS[form]);
    formatters.set(key, made);
  }
  return made;
}

/** A share (0 to 1) as `lang` writes a whole percentage. */
export function percentText(share: number, lang: Lang): string {
  return formatter(lang, 'percent').format(share);
}

/** A number with up to one decimal as `lang` writes it ("1.5", "1,5"; "2", not "2.0"). */
export function oneDecimal(lang: Lang, n: number): string {
  return formatter(lang, 'oneDecimal').format(n);
}
