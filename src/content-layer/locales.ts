/**
 * Locale fallback chains. The pack's (or space's) locales are the truth: a site language maps
 * to a content locale, which falls back along `fallbackCode` and finally to the default locale.
 */
import type { RawLocale } from './raw.ts';
import { LANGS, type Lang } from '../domain/model.ts';

export type LocaleMap = Readonly<Record<Lang, string>>;

export const DEFAULT_LOCALE_MAP: LocaleMap = { en: 'en-US', sv: 'sv-SE' };

/** Parses `en:en-US,sv:sv-SE` (the CONTENT_LOCALES variable); missing languages keep defaults. */
export function parseLocaleMap(value: string | undefined): LocaleMap {
  const map: Record<Lang, string> = { ...DEFAULT_LOCALE_MAP };
  for (const pair of (value ?? '').split(',')) {
    const [lang, code] = pair.split(':').map((s) => s.trim());
    if (lang && code && (LANGS as readonly string[]).includes(lang)) map[lang as Lang] = code;
  }
  return map;
}

/** The default locale's code; a space without one marked default uses its first locale. */
export function defaultLocaleCode(locales: readonly RawLocale[]): string {
  return (locales.find((l) => l.default) ?? locales[0])?.code ?? 'en-US';
}

/** For each site language, the content locale codes to try in order. */
export function fallbackChains(
  locales: readonly RawLocale[],
  map: LocaleMap,
): Readonly<Record<Lang, readonly string[]>> {
  const byCode = new Map(locales.map((l) => [l.code, l]));
  const fallbackDefault = defaultLocaleCode(locales);
  const chain = (start: string): string[] => {
    const out: string[] = [];
    let code: string | null | undefined = byCode.has(start) ? start : null;
    while (code && !out.includes(code)) {
      out.push(code);
      code = byCode.get(code)?.fallbackCode;
    }
    if (!out.includes(fallbackDefault)) out.push(fallbackDefault);
    return out;
  };
  return { en: chain(map.en), sv: chain(map.sv) };
}
