/**
 * Helpers for `getStaticPaths` under `src/pages/[...lang]/`: English lives at the plain path
 * (`lang` undefined), Swedish under `/sv`.
 */
import { DEFAULT_LANG } from '../domain/locale.ts';
import { LANGS, type Lang } from '../domain/model.ts';

/** The `[...lang]` route parameter for a language. */
export function langParam(lang: Lang): string | undefined {
  return lang === DEFAULT_LANG ? undefined : lang;
}

/** Every language's static path for a page without further parameters. */
export function eachLang() {
  return LANGS.map((lang) => ({ params: { lang: langParam(lang) }, props: { lang } }));
}

/** Static paths for each item in each language. */
export function eachLangOf<T, P extends Record<string, string>>(items: readonly T[], params: (item: T) => P) {
  return LANGS.flatMap((lang) =>
    items.map((item) => ({ params: { lang: langParam(lang), ...params(item) }, props: { lang, item } })),
  );
}

/** Static paths of events or groups: at their lower-case code (codes are case-insensitive, pages live at the lower-case code). */
export function eachLangByCode<T extends { readonly code: string }>(items: readonly T[]) {
  return eachLangOf(items, (item) => ({ code: item.code.toLowerCase() }));
}

/** Static paths of topics: at their slug (`[topic]`). */
export function eachLangByTopic<T extends { readonly slug: string }>(topics: readonly T[]) {
  return eachLangOf(topics, (topic) => ({ topic: topic.slug }));
}
