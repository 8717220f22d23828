import { describe, expect, it } from 'vitest';
import { linkedInAddUrl, verificationUrl } from './certificate-links.ts';

describe('verificationUrl', () => {
  it('is the verification page of the code, absolute, in the language asked', () => {
    expect(verificationUrl('https://quiz.example.org', 'en', 'K7QF-9M2X')).toBe(
      'https://quiz.example.org/c/v/K7QF-9M2X/',
    );
    expect(verificationUrl('https://quiz.example.org/', 'sv', 'K7QF-9M2X')).toBe(
      'https://quiz.example.org/sv/c/v/K7QF-9M2X/',
    );
  });
});

describe('linkedInAddUrl', () => {
  it("is LinkedIn's add-to-profile link carrying every field of the certification", () => {
    const certUrl = 'https://quiz.example.org/sv/c/v/K7QF-9M2X/';
    const url = new URL(
      linkedInAddUrl({
        name: 'Certifikat: Global hälsa & välfärd',
        organizationName: 'Världsbildsquiz',
        earnedAt: '2026-03-31T23:30:00.000Z',
        code: 'K7QF-9M2X',
        certUrl,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Certifikat: Global hälsa & välfärd',
      organizationName: 'Världsbildsquiz',
      issueYear: '2026',
      issueMonth: '3',
      certUrl,
      certId: 'K7QF-9M2X',
    });
  });

  it('takes the year and month of the date in UTC, January as 1', () => {
    const url = new URL(
      linkedInAddUrl({
        name: 'N',
        organizationName: 'O',
        earnedAt: '2027-01-01T00:00:00.000Z',
        code: 'C',
        certUrl: 'https://x.org/',
      }),
    );
    expect([url.searchParams.get('issueYear'), url.searchParams.get('issueMonth')]).toEqual(['2027', '1']);
  });
});
