import { describe, expect, it } from 'vitest';
import { isNeeded, mountWhenNeeded } from './when-needed.ts';

const storage = (values: Record<string, string>) => ({ getItem: (k: string) => values[k] ?? null });
const env = (over: Partial<Parameters<typeof isNeeded>[1]> = {}) => ({
  storage: storage({}),
  search: '',
  online: true,
  ...over,
});
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
    expect(
      isNeeded(
        { storage: ['user_uuid'] },
        env({ storage: storage({ access_token: 't' }), online: false, search: '?alert=x' }),
      ),
    ).toBe(false);
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(isNeeded({ storage: ['user_uuid'] }, env({ storage: blocked }))).toBe(false);
    expect(isNeeded({ storage: ['user_uuid'] }, env({ storage: null }))).toBe(false);
  });
});

describe('mountWhenNeeded (client:needed)', () => {
  const alertsLater = { ...alerts, event: 'quiz:alert' };

  it('mounts once when an alert is raised later on a page that did not need it at load', () => {
    const events = new EventTarget();
    let mounts = 0;
    mountWhenNeeded(alertsLater, env(), events, () => mounts++);
    expect(mounts).toBe(0);
    events.dispatchEvent(new Event('quiz:alert'));
    events.dispatchEvent(new Event('offline'));
    events.dispatchEvent(new Event('quiz:alert'));
    expect(mounts).toBe(1);
  });

  it('mounts at once when needed at load, and not again on a later event', () => {
    const events = new EventTarget();
    let mounts = 0;
    mountWhenNeeded(alertsLater, env({ storage: storage({ kiosk_mode: 'true' }) }), events, () => mounts++);
    events.dispatchEvent(new Event('quiz:alert'));
    expect(mounts).toBe(1);
  });

  it('ignores events the island does not name', () => {
    const events = new EventTarget();
    let mounts = 0;
    mountWhenNeeded({ storage: ['user_uuid'] }, env(), events, () => mounts++);
    events.dispatchEvent(new Event('offline'));
    events.dispatchEvent(new Event('quiz:alert'));
    expect(mounts).toBe(0);
  });
});
