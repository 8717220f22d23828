/**
 * The one i18n runtime, shared by pages (through `i18n.ts`, which holds the catalogues) and
 * islands (which get only their own keys): message lookup, `{name}` values and plural forms
 * under `key.one` / `key.other` chosen by `Intl.PluralRules` for the messages' language. This
 * module imports no catalogue, so an island that uses it ships only the strings it was given.
 */
import type { Lang } from '../domain/model.ts';

export type Vars = Readonly<Record<string, string | number>>;

/** Strings in one language: the language picks plural forms and date formats. */
export interface Messages {
  readonly lang: Lang;
  readonly entries: Readonly<Record<string, string>>;
}

const LOCALES: Readonly<Record<Lang, string>> = { en: 'en-GB', sv: 'sv-SE' };

/**
 * The Intl locale a site language's dates and numbers are written in ("4.2" and "4,2"; dates
 * in British order, src/utils/dates.ts). Here, in the one i18n runtime every island already
 * loads, so a number in an island costs no module of its own.
 */
export function intlLocale(lang: Lang): string {
  return LOCALES[lang];
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralCategory(lang: Lang, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/** Replaces `{name}` placeholders with values; an unknown name stays visible. */
export function interpolate(template: string, vars: Vars = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * The template for `key`: the key itself, else (with a numeric `count`) its plural form for
 * the language, falling back to `.other`. Undefined when none exists, so callers decide
 * whether a missing string is fatal (the build) or shown as its key (islands).
 */
export function lookup(messages: Messages, key: string, vars: Vars = {}): string | undefined {
  const direct = messages.entries[key];
  if (direct !== undefined) return direct;
  const count = vars['count'];
  if (typeof count !== 'number') return undefined;
  return messages.entries[`${key}.${pluralCategory(messages.lang, count)}`] ?? messages.entries[`${key}.other`];
}

/**
 * Whether `messages` hold `key` (with `vars`: also as a plural form, like `retry.minutes`
 * with a `count`), for callers that fall back to another key.
 */
export function hasMessage(messages: Messages, key: string, vars: Vars = {}): boolean {
  return lookup(messages, key, vars) !== undefined;
}

/**
 * The text of `key` with `vars`. A missing key shows the key itself, which the browser tests
 * catch, instead of breaking an island in front of a learner.
 */
export function format(messages: Messages, key: string, vars: Vars = {}): string {
  const template = lookup(messages, key, vars);
  return template === undefined ? key : interpolate(template, vars);
}
