/**
 * Message sets islands import from the bundle (`virtual:island-messages/{set}/{lang}`, made by
 * src/integrations/island-messages.ts) instead of getting them as props: props are serialised
 * into every page that shows the island (the alerts' strings were 3 KB of each of 40,000 pages
 * of a large build), a bundled set is one cached file. Each set is the keys whose names start
 * with one of its prefixes, as `pickMessages` picks them.
 */
import { isLang } from '../domain/locale.ts';
import type { Lang } from '../domain/model.ts';

/** The prefixes of each set's keys. */
export const ISLAND_MESSAGE_SETS = {
  // The alerts island: alerts raised by stores, the offline notice, the resend button's answers, the API-away notices (api.)
  // (no form validation keys, no offline page text).
  alerts: [
    'alert.',
    'account.notVerifiedYetMessage',
    'account.emailSent',
    'account.errors.generic',
    'account.errors.network',
    'account.errors.auth.',
    'account.errors.account.',
    'account.errors.error.',
    'test.saveAnswerWentWrong',
    'retry.',
    'challenge.saveFailed',
    'challenge.answerFailed',
    'offline.offline',
    'offline.offlineSaved',
    'offline.sending.',
    'offline.keptForServer.',
    'offline.caughtUp',
    'offline.certificateNeedsNetwork',
    'api.',
  ],
  // The question page's practice player.
  'question-player': ['answer.', 'option.'],
  // Sharing a result from the end of a practice test or a challenge (loaded with that action only).
  'result-share': ['result.share.'],
} as const satisfies Record<string, readonly string[]>;

export type IslandMessageSet = keyof typeof ISLAND_MESSAGE_SETS;

const isSet = (name: string): name is IslandMessageSet => Object.hasOwn(ISLAND_MESSAGE_SETS, name);

/** The virtual module id prefix: `virtual:island-messages/alerts/en`. */
export const ISLAND_MESSAGES_MODULE = 'virtual:island-messages/';

/**
 * The set and language a module id names, or null for another id (or an unknown set or
 * language, which the bundler then reports as a missing module).
 */
export function parseIslandMessagesId(id: string): { set: IslandMessageSet; lang: Lang } | null {
  if (!id.startsWith(ISLAND_MESSAGES_MODULE)) return null;
  const [set, lang, ...rest] = id.slice(ISLAND_MESSAGES_MODULE.length).split('/');
  if (rest.length || set === undefined || !isSet(set) || !isLang(lang)) return null;
  return { set, lang };
}
