import { describe, expect, it } from 'vitest';
import { $alert, hideAlert, showAlert, showAlertFromAddress } from './alerts.ts';

describe('$alert', () => {
  it('shows one message with its flags and hides again', () => {
    showAlert({ key: 'account.notVerifiedYetMessage', vars: { email: 'a@b.se' } }, { notVerified: true });
    expect($alert.get()).toEqual({ visible: true, error: false, notVerified: true, messages: [{ key: 'account.notVerifiedYetMessage', vars: { email: 'a@b.se' } }] });
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
    expect(showAlertFromAddress('https://x.se/t/health/?alert=test.saveAnswerWentWrong&test=1#top')).toBe('/t/health/?test=1#top');
    expect($alert.get()).toMatchObject({ visible: true, error: true, messages: [{ key: 'test.saveAnswerWentWrong' }] });
  });

  it('drops an unknown key without showing it, and leaves an address without the parameter alone', () => {
    hideAlert();
    expect(showAlertFromAddress('https://x.se/?alert=anything.else')).toBe('/');
    expect($alert.get().visible).toBe(false);
    expect(showAlertFromAddress('https://x.se/?q=1')).toBeNull();
  });
});
