/**
 * The one date formatter: every date (and time of day) a page or island shows goes through
 * here, so a date reads the same on every page of a language. English uses British order ('en-GB': "5 March
 * 2026", day before month as in Swedish), Swedish 'sv-SE' ("5 mars 2026"), the locales of
 * `intlLocale` (format.ts); see docs/decisions.md.
 */
import type { Lang } from '../domain/model.ts';
import { intlLocale } from './format.ts';

const formatters = new Map<Lang, Intl.DateTimeFormat>();

/** The long form of a date (an ISO string or a Date) in the site language `lang`. */
export function formatDate(lang: Lang, date: string | Date): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long' });
    formatters.set(lang, formatter);
  }
  return formatter.format(typeof date === 'string' ? new Date(date) : date);
}

const timeFormatters = new Map<Lang, Intl.DateTimeFormat>();

/** A time of day with seconds ("16:05:09") in `lang`: when live results were last confirmed. */
export function formatTime(lang: Lang, date: Date): string {
  let formatter = timeFormatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(lang), { timeStyle: 'medium' });
    timeFormatters.set(lang, formatter);
  }
  return formatter.format(date);
}
