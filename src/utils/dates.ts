/**
 * The one date formatter: every date a page or island shows goes through here, so a date
 * reads the same on every page of a language. English uses British order ('en-GB': "5 March
 * 2026", day before month as in Swedish), Swedish 'sv-SE' ("5 mars 2026"); see
 * docs/decisions.md.
 */
import type { Lang } from '../domain/model.ts';

const LOCALES: Readonly<Record<Lang, string>> = { en: 'en-GB', sv: 'sv-SE' };

/** The Intl locale a site language's dates and numbers are written in ("4.2" and "4,2"). */
export function intlLocale(lang: Lang): string {
  return LOCALES[lang];
}

const formatters = new Map<Lang, Intl.DateTimeFormat>();

/** The long form of a date (an ISO string or a Date) in the site language `lang`. */
export function formatDate(lang: Lang, date: string | Date): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long' });
    formatters.set(lang, formatter);
  }
  return formatter.format(typeof date === 'string' ? new Date(date) : date);
}
