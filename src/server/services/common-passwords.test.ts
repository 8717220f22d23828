import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('refuses the passwords people use most, in any case', () => {
    for (const p of [
      'password',
      '12345678',
      'qwertyuiop',
      'iloveyou1',
      'Password',
      'PASSWORD1',
      'sunshine',
      'football',
    ])
      expect(isCommonPassword(p), p).toBe(true);
  });

  it('accepts a password nobody has on a list', () => {
    for (const p of ['correct horse battery', 'a long password', 'tårta-på-tisdag-17', 'Kx9!vQ2#mP'])
      expect(isCommonPassword(p), p).toBe(false);
  });
});
