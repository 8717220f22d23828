import { describe, expect, it } from 'vitest';
import { pickMessages } from '#src/utils/i18n.ts';
import { failure } from '#src/stores/session/account/index.ts';
import { refusal } from './use-form-action.ts';

describe('refusal: what an account form shows for a failed call', () => {
  const sv = pickMessages('sv', ['account.']);

  it('names each field the API named, in the page language, under the form-level message', () => {
    const shown = refusal(
      sv,
      failure(400, 'error.validation', { email: 'validation.format', password_confirm: 'validation.passwordMismatch' }),
    );
    expect(shown.fieldErrors).toEqual({
      email: 'Skriv en giltig e-postadress.',
      password_confirm: 'Lösenorden stämmer inte överens.',
    });
    expect(shown.error).toBe(sv.entries['account.errors.error.validation']);
  });

  it('says a field error once: no form-level copy of the same text', () => {
    const shown = refusal(sv, failure(403, 'auth.invalidPassword', { current_password: 'auth.invalidPassword' }));
    expect(shown).toEqual({ error: null, fieldErrors: { current_password: 'Lösenordet är fel.' } });
  });

  it('says how long to wait after too many attempts, in the page language and plural form', () => {
    const limited = (retry_after?: number) => ({
      status: 429,
      data: { message: 'error.tooManyRequests', ...(retry_after === undefined ? {} : { retry_after }) },
    });
    const svForm = pickMessages('sv', ['account.', 'retry.']);
    const enForm = pickMessages('en', ['account.', 'retry.']);
    expect(refusal(svForm, limited(480)).error).toBe('För många försök. Försök igen om 8 minuter.');
    expect(refusal(svForm, limited(1)).error).toBe('För många försök. Försök igen om 1 sekund.');
    expect(refusal(enForm, limited(45)).error).toBe('Too many attempts. Try again in 45 seconds.');
    expect(refusal(enForm, limited(60)).error).toBe('Too many attempts. Try again in 1 minute.');
    expect(refusal(enForm, limited()).error).toBe('Too many attempts. Please wait a while and try again.');
  });

  it('shows an unknown key as the generic error and an unreached server as the network error', () => {
    expect(refusal(sv, failure(500, 'no.such.key')).error).toBe(sv.entries['account.errors.generic']);
    expect(refusal(sv, new TypeError('Failed to fetch')).error).toBe(sv.entries['account.errors.network']);
  });
});
