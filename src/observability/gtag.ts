/**
 * Google tag (gtag.js) commands of docs/reference/api.md#third-parties and docs/reference/constants.md#analytics, as plain data so they are testable:
 * consent mode v2 with all four signals, IP anonymised, automatic page views off. Browser-safe.
 */

/** The data layer gtag.js reads, passed to it as the `l` query parameter. */
export const DATA_LAYER_NAME = 'dataLayer';

export type ConsentChoice = 'granted' | 'denied';

/** The four consent mode v2 signals, all set to one choice. */
export function consentSignals(choice: ConsentChoice) {
  return { ad_user_data: choice, ad_personalization: choice, ad_storage: choice, analytics_storage: choice };
}

/** Settings for `gtag('config', id, …)`: pages are tracked by hand on each route change. */
export const TAG_CONFIG = { anonymize_ip: true, send_page_view: false } as const;

/** Google tag ids: a prefix such as G, GT, AW or DC, a dash, then letters and digits. */
export function isValidTagId(id: string): boolean {
  return /^[A-Z]{1,3}-[A-Z0-9]{4,20}$/.test(id);
}

/** The gtag.js URL with the tag id and the data layer name as query parameters (docs/reference/api.md#third-parties). */
export function gtagScriptUrl(tagId: string, dataLayer = DATA_LAYER_NAME): string {
  const url = new URL('https://www.googletagmanager.com/gtag/js');
  url.searchParams.set('id', tagId);
  url.searchParams.set('l', dataLayer);
  return url.href;
}
