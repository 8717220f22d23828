/**
 * Locale choice for plain (unprefixed) paths: the locale cookie, then the browser's
 * Accept-Language, then the default. The `/sv` path prefix always wins before this runs.
 */
import { LANGS, type Lang, type Localized } from './model.ts';

export const LOCALE_COOKIE = 'locale';
/** The locale cookie lasts 365 days (docs/reference/constants.md#locale). */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const DEFAULT_LANG: Lang = 'en';

/**
 * Whether a value from outside (a cookie, a message, a module id, a query) names a site language:
 * every such check goes through `LANGS`, so a language is added in one place.
 */
export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}

/** A value per site language, made by `make` for each of `LANGS` (content fields, rich text). */
export function byLang<T>(make: (lang: Lang) => T): Localized<T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** The supported language the Accept-Language header prefers most, or null. */
export function preferredLanguage(header: string | undefined): Lang | null {
  let best: { lang: Lang; q: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0];
    if (!isLang(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang: base, q };
  }
  return best?.lang ?? null;
}

/** Cookie first, then browser language, then the default. */
export function negotiateLang(cookieHeader: string | undefined, acceptLanguage: string | undefined): Lang {
  const cookie = readCookie(cookieHeader, LOCALE_COOKIE);
  if (isLang(cookie)) return cookie;
  return preferredLanguage(acceptLanguage) ?? DEFAULT_LANG;
}
