/**
 * Google Analytics with consent mode v2 (docs/reference/routes.md#page-views, docs/reference/api.md#third-parties and docs/reference/constants.md#analytics). Only on pages built with
 * `PUBLIC_ANALYTICS_TAG_ID` (see `Analytics.astro`). The four consent signals start denied;
 * the banner asks once, the choice is remembered and can be changed from the footer. Page
 * views are sent by hand on page loads and in-page navigations (`quiz:navigate` from the
 * router in src/navigation/router.ts, which also fires on the back button), deduplicated by path.
 * A page restored from the back-forward cache runs no script again, so `pageshow` with
 * `persisted` reports it: the visitor came back from another page, so it counts even though
 * this document last tracked the same path.
 */
import { readConsent, writeConsent } from './consent.ts';
import { consentSignals, DATA_LAYER_NAME, gtagScriptUrl, TAG_CONFIG, type ConsentChoice } from './gtag.ts';
import { createPageViewTracker } from './page-views.ts';
import { reportUnexpected } from './report-error.ts';

const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
const tagId = banner?.dataset['tagId'] ?? '';

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch (err) {
    // Expected: storage blocked (cross-site embeds, some private modes) raises a DOMException.
    reportUnexpected(err);
    return undefined;
  }
}

if (banner && tagId) {
  const w = window as unknown as Record<string, unknown[]>;
  const dataLayer = (w[DATA_LAYER_NAME] ??= []);
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object itself
    dataLayer.push(arguments);
  }

  gtag('consent', 'default', consentSignals('denied'));
  const stored = readConsent(storage());
  if (stored) gtag('consent', 'update', consentSignals(stored));
  gtag('js', new Date());
  gtag('config', tagId, TAG_CONFIG);

  const script = document.createElement('script');
  script.async = true;
  script.src = gtagScriptUrl(tagId, DATA_LAYER_NAME);
  document.head.append(script);

  const sendPageView = (path: string) =>
    gtag('event', 'page_view', { page_path: path, page_location: location.origin + path, page_title: document.title });
  let track = createPageViewTracker(sendPageView);
  track(location.pathname);
  addEventListener('quiz:navigate', (e) =>
    track((e as CustomEvent<{ to?: string } | null>).detail?.to ?? location.pathname),
  );
  addEventListener('pageshow', (e) => {
    if (!e.persisted) return;
    // Another document was shown in between: this one's memory of the last path is stale.
    track = createPageViewTracker(sendPageView);
    track(location.pathname);
  });

  const showStatus = (choice: ConsentChoice | null) => {
    for (const el of banner.querySelectorAll<HTMLElement>('[data-consent-status]'))
      el.hidden = el.dataset['consentStatus'] !== choice;
  };
  const show = (focus: boolean) => {
    showStatus(readConsent(storage()));
    banner.hidden = false;
    // Keep focused elements near the bottom of the page visible above the sticky banner.
    document.documentElement.style.scrollPaddingBottom = `${banner.offsetHeight}px`;
    if (focus) banner.querySelector<HTMLElement>('h2')?.focus();
  };
  const hide = () => {
    banner.hidden = true;
    document.documentElement.style.removeProperty('scroll-padding-bottom');
  };

  for (const button of banner.querySelectorAll<HTMLButtonElement>('button[data-consent]')) {
    button.addEventListener('click', () => {
      const choice: ConsentChoice = button.dataset['consent'] === 'granted' ? 'granted' : 'denied';
      writeConsent(storage(), choice);
      gtag('consent', 'update', consentSignals(choice));
      hide();
      document.getElementById('main')?.focus();
    });
  }
  for (const opener of document.querySelectorAll<HTMLButtonElement>('[data-consent-open]')) {
    opener.hidden = false;
    opener.addEventListener('click', () => show(true));
  }
  // Embeds sit on other sites: they never ask, and keep consent denied unless chosen here.
  if (!stored && !('embed' in banner.dataset)) show(false);
}
