import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [lang, prefix] of [['en', ''], ['sv', '/sv']]) {
  for (const [name, vp] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]]) {
    const p = await b.newPage({ viewport: vp });
    const errs = [];
    p.on('pageerror', (e) => errs.push(e.message));
    await p.goto(`http://localhost:5150${prefix}/q/1001/`);
    await p.waitForTimeout(1500);
    const opt = p.locator('[data-answer-options] button, .answer-options button, form button').first();
    await opt.click();
    await p.waitForTimeout(2500);
    await p.screenshot({ path: `/tmp/noapi-q-${lang}-${name}.png`, fullPage: false });
    const alerts = await p.locator('[role=alert], [role=status]').allInnerTexts();
    console.log(lang, name, 'alerts:', JSON.stringify(alerts.filter(Boolean)), 'errors:', errs);
    await p.goto(`http://localhost:5150${prefix}/account/signup/`);
    await p.waitForTimeout(1500);
    await p.locator('input[type=email]').first().fill('a@example.org');
    const pw = p.locator('input[type=password]');
    for (let i = 0; i < await pw.count(); i++) await pw.nth(i).fill('correct horse battery');
    const checks = p.locator('input[type=checkbox]');
    for (let i = 0; i < await checks.count(); i++) await checks.nth(i).check().catch(() => {});
    await p.locator('form button[type=submit]').first().click();
    await p.waitForTimeout(2500);
    await p.screenshot({ path: `/tmp/noapi-signup-${lang}-${name}.png` });
    console.log(lang, name, 'signup:', JSON.stringify((await p.locator('[data-form-error], [role=alert]').allInnerTexts()).filter(Boolean)));
    await p.close();
  }
}
await b.close();
