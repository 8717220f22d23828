import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../api-client/client.ts';
import { rejectWith } from '../../../api-client/failures.ts';
import { createStorage, type KeyValueStorage } from '../../../api-client/storage.ts';
import { signUp } from '../../session/account/index.ts';
import {
  DEFAULT_IDLE_SECONDS,
  enterKioskMode,
  hasVisitorState,
  idleSeconds,
  KIOSK_RUN_END_EVENT,
  leaveKioskMode,
  resetKioskVisitor,
  startKioskWatch,
  watchIdle,
} from './kiosk.ts';
import { lockKioskModeOff, unlockKioskMode, watchLongPress } from './kiosk-staff.ts';
import { setSessionDeps } from '../../session/index.ts';

let storage: KeyValueStorage;
let calls: ApiRequest[];
let n = 0;
/** The PIN the stand-in API accepts, and how it answers others. */
const PIN = '2468';
let pinAnswer: { status: number; data: { message: string; retry_after?: number } } = {
  status: 403,
  data: { message: 'kiosk.wrongPin' },
};

beforeEach(() => {
  storage = createStorage(null);
  calls = [];
  const api: ApiClient = {
    async request<T>(req: ApiRequest): Promise<T> {
      calls.push(req);
      if (req.method === 'post' && req.path === '/users')
        return { data: { uuid: `kiosk-${++n}`, email: null, is_verified: false, is_kiosk_user: true } } as T;
      if (req.method === 'post' && req.path === '/kiosk/check') {
        if ((req.data as { pin?: string }).pin === PIN) return { result: 'OK' } as T;
        return rejectWith(pinAnswer);
      }
      return rejectWith({ status: 404, data: { message: 'not.found' } });
    },
  };
  setSessionDeps({ storage, api });
  pinAnswer = { status: 403, data: { message: 'kiosk.wrongPin' } };
});
afterEach(() => {
  setSessionDeps(null);
  vi.useRealTimers();
});

describe('kiosk mode', () => {
  it('turns on with a clean slate and a new kiosk user', async () => {
    storage.set('user_uuid', 'previous');
    storage.set('access_token', 'at');
    const uuid = await enterKioskMode();
    expect(storage.get('kiosk_mode')).toBe('true');
    expect(storage.get('access_token')).toBeNull();
    expect(storage.get('user_uuid')).toBe(uuid);
    expect(calls[0]).toMatchObject({ method: 'post', path: '/users', data: { is_kiosk_user: true } });
  });

  it('refuses account creation', async () => {
    await enterKioskMode();
    await expect(
      signUp({
        email: 'a@example.org',
        password: 'secret-pass',
        password_confirm: 'secret-pass',
        agreements_acceptence: true,
      }),
    ).rejects.toMatchObject({ data: { message: 'account.noAccountCreationInKioskMode' } });
  });

  it('resets the visitor only in kiosk mode, and turns off', async () => {
    storage.set('user_uuid', 'someone');
    expect(resetKioskVisitor()).toBe(false);
    expect(storage.get('user_uuid')).toBe('someone');
    await enterKioskMode();
    storage.set('showWelcomeInfo', 'false');
    expect(hasVisitorState()).toBe(true);
    expect(resetKioskVisitor()).toBe(true);
    expect(hasVisitorState()).toBe(false);
    expect(storage.get('kiosk_mode')).toBe('true');
    leaveKioskMode();
    expect(storage.get('kiosk_mode')).toBeNull();
  });

  it('asks the next kiosk visitor for analytics consent again', async () => {
    const browser = new Map<string, string>([['analytics_consent', 'granted']]);
    vi.stubGlobal('localStorage', { removeItem: (k: string) => browser.delete(k) });
    try {
      expect(resetKioskVisitor()).toBe(false);
      expect(browser.get('analytics_consent')).toBe('granted');
      await enterKioskMode();
      expect(resetKioskVisitor()).toBe(true);
      expect(browser.has('analytics_consent')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('idle period', () => {
  it('comes from the query, then the configuration, then 120 s', () => {
    expect(idleSeconds('?kiosk_idle=3', '60')).toBe(3);
    expect(idleSeconds('', '60')).toBe(60);
    expect(idleSeconds('?kiosk_idle=abc', undefined)).toBe(DEFAULT_IDLE_SECONDS);
    expect(idleSeconds('?kiosk_idle=-1', 'x')).toBe(120);
  });

  it('fires after the period without input; input starts it again', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const onIdle = vi.fn();
    const stop = watchIdle(target, 1000, onIdle);
    vi.advanceTimersByTime(900);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(900);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('kiosk watch', () => {
  it('does nothing outside kiosk mode', () => {
    vi.useFakeTimers();
    const goToStart = vi.fn();
    startKioskWatch({ target: new EventTarget(), seconds: 1, atStart: () => false, goToStart })();
    vi.advanceTimersByTime(5000);
    expect(goToStart).not.toHaveBeenCalled();
  });

  it('resets the visitor and goes to the start after the idle period', async () => {
    await enterKioskMode();
    vi.useFakeTimers();
    const goToStart = vi.fn();
    const stop = startKioskWatch({ target: new EventTarget(), seconds: 2, atStart: () => true, goToStart });
    vi.advanceTimersByTime(2000);
    expect(storage.get('user_uuid')).toBeNull();
    expect(goToStart).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves an idle, clean start page alone (no new users)', async () => {
    await enterKioskMode();
    storage.set('user_uuid', null);
    vi.useFakeTimers();
    const goToStart = vi.fn();
    const target = new EventTarget();
    const stop = startKioskWatch({ target, seconds: 1, atStart: () => true, goToStart });
    vi.advanceTimersByTime(5000);
    expect(goToStart).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    stop();
  });

  it('resets at the end of a run', async () => {
    await enterKioskMode();
    const target = new EventTarget();
    const stop = startKioskWatch({ target, seconds: 100, atStart: () => false, goToStart: () => undefined });
    target.dispatchEvent(new Event(KIOSK_RUN_END_EVENT));
    expect(storage.get('user_uuid')).toBeNull();
    stop();
  });
});

describe("staff's PIN", () => {
  it('turns kiosk mode on only with the right PIN, and says why not otherwise', async () => {
    storage.set('user_uuid', 'a visitor');
    expect(await unlockKioskMode('1357')).toEqual({ key: 'kiosk.wrongPin' });
    expect(storage.get('kiosk_mode')).toBeNull();
    expect(storage.get('user_uuid')).toBe('a visitor');
    expect(calls.filter((c) => c.path === '/users')).toHaveLength(0);
    pinAnswer = { status: 429, data: { message: 'error.tooManyRequests', retry_after: 42 } };
    expect(await unlockKioskMode('1357')).toEqual({ key: 'retry.seconds', vars: { count: 42 } });
    pinAnswer = { status: 429, data: { message: 'error.tooManyRequests' } };
    expect(await unlockKioskMode('1357')).toEqual({ key: 'retry.later' });
    pinAnswer = { status: 404, data: { message: 'kiosk.notConfigured' } };
    expect(await unlockKioskMode('1357')).toEqual({ key: 'kiosk.notConfigured' });
    pinAnswer = { status: 0, data: { message: 'whatever' } };
    expect(await unlockKioskMode('1357')).toEqual({ key: 'kiosk.needsNetwork' });
    expect(await unlockKioskMode(PIN)).toBeNull();
    expect(storage.get('kiosk_mode')).toBe('true');
    expect(calls.at(-1)).toMatchObject({ method: 'post', path: '/users', data: { is_kiosk_user: true } });
  });

  it('turns kiosk mode off only with the right PIN', async () => {
    await enterKioskMode();
    expect(await lockKioskModeOff('0000')).toEqual({ key: 'kiosk.wrongPin' });
    expect(storage.get('kiosk_mode')).toBe('true');
    expect(await lockKioskModeOff(PIN)).toBeNull();
    expect(storage.get('kiosk_mode')).toBeNull();
    expect(hasVisitorState()).toBe(false);
  });
});

describe("staff's way out", () => {
  const press = (target: EventTarget, type: string) => {
    const ev = new Event(type, { cancelable: true });
    target.dispatchEvent(ev);
    return ev;
  };

  it('is a long press: a short one or one let go early does nothing, and the click it ends does not open the link', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const onHold = vi.fn();
    const stop = watchLongPress(target, 3000, onHold);
    press(target, 'pointerdown');
    vi.advanceTimersByTime(2900);
    press(target, 'pointerup');
    expect(press(target, 'click').defaultPrevented).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(onHold).not.toHaveBeenCalled();
    press(target, 'pointerdown');
    vi.advanceTimersByTime(1000);
    press(target, 'pointerleave');
    vi.advanceTimersByTime(5000);
    expect(onHold).not.toHaveBeenCalled();
    press(target, 'pointerdown');
    vi.advanceTimersByTime(3000);
    expect(onHold).toHaveBeenCalledTimes(1);
    press(target, 'pointerup');
    expect(press(target, 'click').defaultPrevented).toBe(true);
    expect(press(target, 'click').defaultPrevented).toBe(false);
    stop();
    press(target, 'pointerdown');
    vi.advanceTimersByTime(5000);
    expect(onHold).toHaveBeenCalledTimes(1);
  });
});
