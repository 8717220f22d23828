/**
 * The props of the components that link a page to its place on the site (the header's language
 * switch, an embed's "Open on the site"): one definition, so they read a page's language and
 * path the same way.
 */
import type { Lang } from '../domain/model.ts';

/** A page's language and its unprefixed site path. */
export interface PagePlaceProps {
  readonly lang: Lang;
  /** The unprefixed site path of the page (its links' target before any script runs). */
  readonly path: string;
}
