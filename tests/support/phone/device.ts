/**
 * A phone as a learner has one, in Playwright's Chromium: a touch screen (`hasTouch`,
 * `isMobile`) of 390×844 CSS pixels, the main thread slowed four times (CDP
 * `Emulation.setCPUThrottlingRate`) and slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 * up: CDP `Network.emulateNetworkConditionsByRule` with `Network.overrideNetworkState`, the
 * current pair; the deprecated `Network.emulateNetworkConditions` where the browser lacks them),
 * and no service worker: a first visit, nothing cached. Each phone is a fresh browser context.
 * The device scale is 1: at 3, Chromium's software raster (no GPU here) would charge the two
 * cores for pixels a phone's GPU draws.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/** The phone the measurements emulate (the issue's: a mid-range phone on slow 4G). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  network: { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
} as const;

export interface Phone {
  readonly context: BrowserContext;
  readonly page: Page;
  close(): Promise<void>;
}

/** Applies the phone's network to a page's CDP session. */
async function slowNetwork(cdp: CDPSession): Promise<void> {
  const conditions = { ...PHONE.network, connectionType: 'cellular4g' } as const;
  await cdp.send('Network.enable');
  try {
    await cdp.send('Network.emulateNetworkConditionsByRule', {
      matchedNetworkConditions: [{ urlPattern: '', ...conditions }],
    });
    await cdp.send('Network.overrideNetworkState', { offline: false, ...conditions });
  } catch {
    // Expected on a Chromium from before the rule-based emulation (about M141): the older command.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
  }
}

/** A new phone (context and page) in `browser`, throttled before its first navigation. */
export async function openPhone(browser: Browser): Promise<Phone> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    locale: 'en-US',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await slowNetwork(cdp);
  return { context, page, close: () => context.close() };
}
