import { describe, expect, it } from 'vitest';
import en from '#i18n/en.json' with { type: 'json' };
import sv from '#i18n/sv.json' with { type: 'json' };
import type { OfflineNotice } from '../stores/queue/runtime/index.ts';
import { format, type Messages } from '../utils/format.ts';
import { ISLAND_MESSAGE_SETS, parseIslandMessagesId } from '../utils/island-messages.ts';
import { islandMessagesSource } from './island-messages.ts';

/** The messages a set's module exports. */
function exported(id: string): unknown {
  const source = islandMessagesSource(id);
  if (source === null) throw new Error(`no module for ${id}`);
  return JSON.parse(source.replace(/^export default /, '').replace(/;$/, ''));
}

describe('island message modules', () => {
  it("hold exactly the set's keys, in the module's language (the alerts' offline notice in Swedish on Swedish pages)", () => {
    const messages = exported('virtual:island-messages/alerts/sv') as Messages;
    expect(messages.lang).toBe('sv');
    expect(messages.entries['offline.offline']).toBe(sv['offline.offline']);
    expect(messages.entries['alert.dismiss']).toBe(sv['alert.dismiss']);
    const keys = Object.keys(messages.entries);
    expect(keys.every((k) => ISLAND_MESSAGE_SETS.alerts.some((p) => k.startsWith(p)))).toBe(true);
    // Every connection notice the alerts island shows (page-queue.ts's OfflineNotice), in each count.
    const notices: NonNullable<OfflineNotice>['key'][] = [
      'offline.offline',
      'offline.offlineSaved',
      'offline.keptForServer',
      'offline.sending',
      'offline.caughtUp',
    ];
    for (const key of notices)
      for (const count of [1, 2]) expect(format(messages, key, { count }), `${key} × ${count}`).not.toBe(key);
    expect(keys).not.toContain('answer.correct');
    const player = exported('virtual:island-messages/question-player/en') as { entries: Record<string, string> };
    expect(player.entries['answer.correct']).toBe(en['answer.correct']);
  });

  it('are only the sets and languages there are', () => {
    expect(parseIslandMessagesId('virtual:island-messages/alerts/en')).toEqual({ set: 'alerts', lang: 'en' });
    for (const id of [
      'virtual:island-messages/alerts/de',
      'virtual:island-messages/nope/en',
      'virtual:island-messages/alerts/en/x',
      'virtual:island-messages/toString/en',
      './alerts/en',
    ]) {
      expect(parseIslandMessagesId(id), id).toBeNull();
      expect(islandMessagesSource(id), id).toBeNull();
    }
  });
});
