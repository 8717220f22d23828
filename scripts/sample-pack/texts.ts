/**
 * Turns the data modules' `[english, swedish]` texts into localized field values, plain or as
 * rich text, so every entry writer localizes the same way (a missing Swedish text stays empty
 * and exercises the locale fallback).
 */
import { loc, richText, type LocalizedValue } from '#src/content-layer/pack-writer.ts';
import type { SourceLink, Text } from './types.ts';

/** A plain localized field value from a data text. */
export function localized(t: Text): LocalizedValue<string> {
  return loc(t[0], t[1]);
}

/**
 * A localized rich-text document of one paragraph per language; a source link, when given,
 * becomes its own paragraph in each language (question explanations cite their data).
 */
export function richDoc(t: Text, source?: SourceLink): LocalizedValue<unknown> {
  const en = richText(t[0], ...(source ? [{ link: source.en, href: source.href }] : []));
  const sv =
    t[1] === undefined ? undefined : richText(t[1], ...(source ? [{ link: source.sv, href: source.href }] : []));
  return loc(en, sv);
}
