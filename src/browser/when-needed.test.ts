import { describe, expect, it } from 'vitest';
import { isNeeded } from './when-needed.ts';

const storage = (values: Record<string, string>) => ({ getItem: (k: string) => values[k] ?? null });
const env = (over: Partial<Parameters<typeof isNeeded>[1]> = {}) => ({ storage: storage({}), search: '', online: true, ...over });
const alerts = { storage: ['user_uuid', 'access_token', 'kiosk_mode'], param: 'alert', offline: true } as const;

describe('isNeeded (client:needed)', () => {
  it('is false on a first visit: empty storage, online, no parameter', () => {
    expect(isNeeded(alerts, env())).toBe(false);
    expect(isNeeded(alerts, env({ search: '?q=health' }))).toBe(false);
  });

  it('is true for a returning visitor, a queued alert or an offline browser', () => {
    expect(isNeeded(alerts, env({ storage: storage({ user_uuid: 'u1' }) }))).toBe(true);
    expect(isNeeded(alerts, env({ storage: storage({ kiosk_mode: 'true' }) }))).toBe(true);
    expect(isNeeded(alerts, env({ search: '?alert=test.saveAnswerWentWrong' }))).toBe(true);
    expect(isNeeded(alerts, env({ online: false }))).toBe(true);
  });

  it('reads only what the island names, and treats blocked storage as empty', () => {
    expect(isNeeded({ storage: ['user_uuid'] }, env({ storage: storage({ access_token: 't' }), online: false, search: '?alert=x' }))).toBe(false);
    const blocked = { getItem: () => { throw new DOMException('denied', 'SecurityError'); } };
    expect(isNeeded({ storage: ['user_uuid'] }, env({ storage: blocked }))).toBe(false);
    expect(isNeeded({ storage: ['user_uuid'] }, env({ storage: null }))).toBe(false);
  });
});
