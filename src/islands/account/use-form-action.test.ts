import { describe, expect, it } from 'vitest';
import { pickMessages } from '#src/utils/i18n.ts';
import { failure } from '#src/stores/account.ts';
import { refusal } from './use-form-action.ts';

describe('refusal: what an account form shows for a failed call', () => {
  const sv = pickMessages('sv', ['account.']);

  it('names each field the API named, in the page language, under the form-level message', () => {
    const shown = refusal(sv, failure(400, 'error.validation', { email: 'validation.format', password_confirm: 'validation.passwordMismatch' }));
    expect(shown.fieldErrors).toEqual({ email: 'Skriv en giltig e-postadress.', password_confirm: 'Lösenorden stämmer inte överens.' });
    expect(shown.error).toBe(sv.entries['account.errors.error.validation']);
  });

  it('says a field error once: no form-level copy of the same text', () => {
    const shown = refusal(sv, failure(403, 'auth.invalidPassword', { current_password: 'auth.invalidPassword' }));
    expect(shown).toEqual({ error: null, fieldErrors: { current_password: 'Lösenordet är fel.' } });
  });

  it('shows an unknown key as the generic error and an unreached server as the network error', () => {
    expect(refusal(sv, failure(500, 'no.such.key')).error).toBe(sv.entries['account.errors.generic']);
    expect(refusal(sv, new TypeError('Failed to fetch')).error).toBe(sv.entries['account.errors.network']);
  });
});
