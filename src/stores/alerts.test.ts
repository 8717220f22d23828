import { describe, expect, it } from 'vitest';
import { $alert, hideAlert, showAlert } from './alerts.ts';

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
