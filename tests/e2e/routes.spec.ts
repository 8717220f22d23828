/**
 * Visits every route type of the spec in both languages, in Debian's Chromium: the page loads
 * with the right status and `<html lang>`, has a title and hreflang alternates, shows no UI
 * string of the other language or raw message key, logs no console error, has no failed
 * request, reports no Content-Security-Policy violation (its meta policy allows no inline script
 * but by hash), shows exactly one `h1` (on pages that serve several views, the view's own), and
 * axe-core finds no WCAG 2.2 AA violation.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '#tests/support/axe.ts';
import { LANGS, type Lang } from '#src/domain/model.ts';
import { localize } from '#src/domain/routes.ts';
import { MESSAGES } from '#src/utils/i18n.ts';
import { parsePolicy } from '#src/utils/content-security-policy.ts';
import { routeCases } from '../support/routes.ts';

const cases = await routeCases();

/** UI strings of the other language that differ and are long enough to never occur by chance. */
function foreignStrings(lang: Lang): string[] {
  const other = lang === 'en' ? 'sv' : 'en';
  return Object.entries(MESSAGES[other])
    .filter(([key, value]) => value !== MESSAGES[lang][key] && value.replace(/\{\w+\}/g, '').length >= 14)
    .map(([, value]) => value.split(/\{\w+\}/)[0]!.trim())
    .filter((s) => s.length >= 14);
}
/** Each language's foreign strings, made once: about 300 each. */
const FOREIGN = Object.fromEntries(LANGS.map((lang) => [lang, foreignStrings(lang)])) as Record<Lang, string[]>;

function watch(page: Page, expectedFailure?: string) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (expectedFailure && /status of 404/.test(msg.text()) && msg.location().url === expectedFailure) return;
    problems.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  // Blocked resources also log console errors, but not every violation does (e.g. in workers).
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`));
  page.on('response', (res) => {
    if (res.status() >= 400 && res.url() !== expectedFailure) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return problems;
}

for (const lang of LANGS) {
  for (const route of cases) {
    test(`${lang} ${route.name} ${route.path}`, async ({ page, baseURL }) => {
      const path = localize(lang, route.path);
      const problems = watch(page, route.status === 404 ? new URL(path, baseURL).href : undefined);
      const response = await page.goto(path);
      expect(response?.status()).toBe(route.status);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect((await page.title()).length).toBeGreaterThan(2);
      const policy = parsePolicy(
        (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '',
      );
      expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'", expect.stringMatching(/^'sha256-/)]));
      for (const [directive, sources] of policy) expect(sources, directive).not.toContain("'unsafe-inline'");
      expect(policy.get('default-src')).toEqual(["'self'"]);
      if (route.status === 200) {
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
        await expect(page.locator('link[rel="alternate"][hreflang="sv"]')).toHaveCount(1);
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      } else {
        // An error page names no canonical URL or alternates: each would itself be a 404.
        await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]')).toHaveCount(0);
        const kind = MESSAGES[lang][route.name.endsWith('invalid') ? 'error.pathInvalid' : 'error.pathNotFound'];
        await expect(page.locator('[data-not-found]')).toContainText(`${kind} ${path}`);
        await expect(page.locator('h1')).toHaveText('404');
      }
      // One heading names what the page (or the view the head script picked) is about.
      await expect(page.locator('h1:visible'), `visible h1 on ${path}`).toHaveCount(1);
      const text = await page.locator('body').innerText();
      // One assertion for all of them: each `expect` records a step with its stack, and 300 per page
      // were a third of the test runner's CPU time here.
      expect(
        FOREIGN[lang].filter((foreign) => text.includes(foreign)),
        `untranslated UI text on ${path}`,
      ).toEqual([]);
      expect(text).not.toMatch(
        /\b(nav|site|home|topic|question|certificate|account|error|event|group|embed|search|kiosk|verify)\.[a-z][A-Za-z.]+\b/,
      );
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  }
}

test('the browser matches the route table with URLPattern: the head script marks view, embed and question before paint', async ({
  page,
}) => {
  const byName = new Map(cases.map((c) => [c.name, c.path]));
  const marks = async () =>
    page.evaluate(() => {
      const d = document.documentElement;
      return {
        urlPattern: typeof URLPattern,
        view: d.getAttribute('data-view'),
        embed: d.hasAttribute('data-embed'),
        question: d.getAttribute('data-question'),
      };
    });
  await page.goto(localize('sv', byName.get('t-topic-embed-question-explanation')!));
  expect(await marks()).toEqual({ urlPattern: 'function', view: 'explanation', embed: true, question: null });
  const certificateQuestion = byName.get('c-topic-question')!;
  await page.goto(certificateQuestion);
  expect(await marks()).toEqual({
    urlPattern: 'function',
    view: null,
    embed: false,
    question: decodeURIComponent(certificateQuestion.split('/')[3]!),
  });
  await page.goto(byName.get('c-v-code')!);
  expect((await marks()).question).toBeNull();
});
