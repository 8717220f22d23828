/**
 * The phone harness's front door: one learner, on a fresh phone (device.ts: a first visit),
 * opens a player's page, taps at first sight or after reading (tap.ts) and the tap's effect is
 * counted (effect.ts). The phone tap tests and `npm run bench:pages` both measure through it.
 */
import type { Browser } from '@playwright/test';
import { openPhone } from './device.ts';
import { effectCount } from './effect.ts';
import type { TapScenario } from './players.ts';
import { measureTap, type TapOptions, type TapResult } from './tap.ts';

export interface LearnerTap extends TapResult {
  /** How many times the tap's effect happened (1 when it was answered once). */
  readonly effects: number;
}

/** One tap of `scenario` on the site at `baseUrl`, on a new phone closed afterwards. */
export async function learnerTap(
  browser: Browser,
  baseUrl: string,
  scenario: TapScenario,
  opts: TapOptions = {},
): Promise<LearnerTap> {
  const phone = await openPhone(browser);
  try {
    const result = await measureTap(phone.page, `${baseUrl}${scenario.path}`, scenario.target, scenario.response, opts);
    return { ...result, effects: await effectCount(phone.page, baseUrl, scenario.effect, result) };
  } finally {
    await phone.close();
  }
}
