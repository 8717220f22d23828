/**
 * UI strings: flat dotted keys in one JSON file per language (i18n/en.json, i18n/sv.json).
 * A missing key throws, so a build can never publish an untranslated string.
 */
import en from '../../i18n/en.json' with { type: 'json' };
import sv from '../../i18n/sv.json' with { type: 'json' };
import type { Lang } from '../domain/model.ts';

export const MESSAGES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = { en, sv };

export type Vars = Readonly<Record<string, string | number>>;

/** Replaces `{name}` placeholders with values. */
export function interpolate(template: string, vars: Vars = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The message for `key` in `lang`; throws when the key is missing in that language. */
export function t(lang: Lang, key: string, vars?: Vars): string {
  const messages = MESSAGES[lang];
  let template = messages[key];
  if (template === undefined && typeof vars?.['count'] === 'number') {
    // Plural forms live under `key.one` / `key.other` (Intl plural categories).
    const category = new Intl.PluralRules(lang).select(vars['count']);
    template = messages[`${key}.${category}`] ?? messages[`${key}.other`];
  }
  if (template === undefined) throw new Error(`Missing translation '${key}' for '${lang}'`);
  return interpolate(template, vars);
}

/** A translator bound to one language, for templates. */
export function translator(lang: Lang) {
  return (key: string, vars?: Vars) => t(lang, key, vars);
}

/**
 * The messages of `lang` whose keys start with any of `prefixes`, for an island's props: an
 * island gets only the strings it shows, already in the page's language (no i18n runtime).
 */
export function pickMessages(lang: Lang, prefixes: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(MESSAGES[lang])) if (prefixes.some((p) => key.startsWith(p))) out[key] = value;
  return out;
}
