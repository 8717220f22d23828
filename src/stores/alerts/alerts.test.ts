import { describe, expect, it, vi } from 'vitest';
import { $alert, ALERT_EVENT, hideAlert, showAlert, showAlertFromAddress } from './alerts.ts';

describe('$alert', () => {
  it('shows one message with its flags and hides again', () => {
    showAlert({ key: 'account.notVerifiedYetMessage', vars: { email: 'a@b.se' } }, { notVerified: true });
    expect($alert.get()).toEqual({
      visible: true,
      error: false,
      notVerified: true,
      messages: [{ key: 'account.notVerifiedYetMessage', vars: { email: 'a@b.se' } }],
    });
    showAlert({ key: 'test.saveAnswerWentWrong' }, { error: true });
    expect($alert.get().messages).toEqual([{ key: 'test.saveAnswerWentWrong' }]);
    expect($alert.get().notVerified).toBe(false);
    hideAlert();
    expect($alert.get().visible).toBe(false);
  });
});

describe('showAlertFromAddress', () => {
  it('shows a known alert from ?alert= and gives the address without it', () => {
    hideAlert();
    expect(showAlertFromAddress('https://x.se/t/health/?alert=test.saveAnswerWentWrong&test=1#top')).toBe(
      '/t/health/?test=1#top',
    );
    expect($alert.get()).toMatchObject({ visible: true, error: true, messages: [{ key: 'test.saveAnswerWentWrong' }] });
  });

  it('drops an unknown key without showing it, and leaves an address without the parameter alone', () => {
    hideAlert();
    expect(showAlertFromAddress('https://x.se/?alert=anything.else')).toBe('/');
    expect($alert.get().visible).toBe(false);
    expect(showAlertFromAddress('https://x.se/?q=1')).toBeNull();
  });
});

describe('showAlert', () => {
  it('announces the alert on the window, so the on-demand Alerts island mounts to show it', () => {
    const events = new EventTarget();
    const seen: string[] = [];
    events.addEventListener(ALERT_EVENT, (e) => seen.push(e.type));
    vi.stubGlobal('dispatchEvent', (e: Event) => events.dispatchEvent(e));
    try {
      showAlert({ key: 'test.saveAnswerWentWrong' }, { error: true });
    } finally {
      vi.unstubAllGlobals();
      hideAlert();
    }
    expect(seen).toEqual([ALERT_EVENT]);
  });
});
