import { chromium } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
const out = '/tmp/shots-build6';
mkdirSync(out, { recursive: true });
const base = 'http://localhost:47147';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const lang of ['en', 'sv']) for (const [vp, size] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: size, colorScheme: scheme });
  const page = await ctx.newPage();
  const prefix = lang === 'sv' ? '/sv' : '';
  await page.goto(`${base}${prefix}/t/global-health/?alert=test.saveAnswerWentWrong`);
  await page.locator('[data-alert="error"]').waitFor({ timeout: 15000 });
  const text = await page.locator('.alert').innerText();
  await page.screenshot({ path: `${out}/alert-${lang}-${vp}-${scheme}.png` });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('.alerts').analyze();
  console.log(lang, vp, scheme, JSON.stringify(text), 'axe violations:', axe.violations.map((v) => v.id));
  // Offline notice (the alerts' other strings), phone only.
  if (vp === 'phone' && scheme === 'light') {
    await ctx.setOffline(true);
    await page.locator('[data-offline-status="offline"]').waitFor({ timeout: 15000 });
    console.log(lang, 'offline notice', JSON.stringify(await page.locator('.offline-status').innerText()));
    await page.screenshot({ path: `${out}/offline-${lang}-${vp}.png` });
  }
  await ctx.close();
}
await browser.close();
