/**
 * UI strings: flat dotted keys in one JSON file per language (i18n/en.json, i18n/sv.json),
 * looked up with the shared runtime in `format.ts`. Pages and the server import this module
 * (it holds every string); islands get `pickMessages` output as props and never import it
 * (only island tests do, to build those props), so the catalogues stay out of the page's JavaScript.
 * A missing key throws, so a build can never publish an untranslated string.
 */
import en from '#i18n/en.json' with { type: 'json' };
import sv from '#i18n/sv.json' with { type: 'json' };
import type { Lang } from '../domain/model.ts';
import { interpolate, lookup, type Messages, type Vars } from './format.ts';

export type { Vars } from './format.ts';

export const MESSAGES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = { en, sv };

const CATALOGUES: Readonly<Record<Lang, Messages>> = {
  en: { lang: 'en', entries: en },
  sv: { lang: 'sv', entries: sv },
};

/** The message for `key` in `lang`; throws when the key is missing in that language. */
export function t(lang: Lang, key: string, vars?: Vars): string {
  const template = lookup(CATALOGUES[lang], key, vars);
  if (template === undefined) throw new Error(`Missing translation '${key}' for '${lang}'`);
  return interpolate(template, vars);
}

/** A translator bound to one language, for templates. */
export function translator(lang: Lang) {
  return (key: string, vars?: Vars) => t(lang, key, vars);
}

/** Picked messages by language and prefixes: a build picks the same few sets for every page. */
const picked = new Map<string, Messages>();

/** The plural forms a key can have (`format.ts` looks them up with a `count`). */
const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** Whether `key` is picked by `prefix`: a family (`'join.'`), else that key and its plural forms. */
function picks(prefix: string, key: string): boolean {
  if (prefix.endsWith('.')) return key.startsWith(prefix);
  return key === prefix || (key.startsWith(`${prefix}.`) && PLURAL_FORMS.has(key.slice(prefix.length + 1)));
}

/**
 * The messages of `lang` picked by `prefixes`, for an island's props: a prefix ending in a dot
 * picks the keys that start with it, any other one key (with its plural forms), so an island gets
 * only the strings it shows (the JavaScript budget), with their language. Picked once per
 * language and prefixes (the catalogues never change in a process), not once per page.
 */
export function pickMessages(lang: Lang, prefixes: readonly string[]): Messages {
  const key = `${lang}\u0000${prefixes.join('\u0000')}`;
  let messages = picked.get(key);
  if (!messages) {
    const entries: Record<string, string> = {};
    for (const [k, value] of Object.entries(MESSAGES[lang])) if (prefixes.some((p) => picks(p, k))) entries[k] = value;
    messages = Object.freeze({ lang, entries: Object.freeze(entries) });
    picked.set(key, messages);
  }
  return messages;
}
