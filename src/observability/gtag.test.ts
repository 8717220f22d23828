import { describe, expect, it } from 'vitest';
import { consentSignals, gtagScriptUrl, isValidTagId, TAG_CONFIG } from './gtag.ts';

describe('gtag commands', () => {
  it('sets all four consent mode v2 signals to one choice', () => {
    expect(consentSignals('denied')).toEqual({
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      ad_storage: 'denied',
      analytics_storage: 'denied',
    });
    expect(Object.values(consentSignals('granted'))).toEqual(['granted', 'granted', 'granted', 'granted']);
  });

  it('anonymises the IP and turns automatic page views off', () => {
    expect(TAG_CONFIG).toEqual({ anonymize_ip: true, send_page_view: false });
  });

  it('passes the tag id and the data layer name as query parameters', () => {
    const url = new URL(gtagScriptUrl('G-ABC123', 'myLayer'));
    expect(url.origin + url.pathname).toBe('https://www.googletagmanager.com/gtag/js');
    expect(url.searchParams.get('id')).toBe('G-ABC123');
    expect(url.searchParams.get('l')).toBe('myLayer');
    expect(new URL(gtagScriptUrl('G-ABC123')).searchParams.get('l')).toBe('dataLayer');
  });

  it('knows a tag id from anything else', () => {
    for (const ok of ['G-ABC123XYZ', 'GT-K8Q2ZP4', 'AW-123456789']) expect(isValidTagId(ok)).toBe(true);
    for (const bad of ['', 'G-', 'g-abc123', 'G-ABC 123', 'G-ABC123&x=1', '<script>'])
      expect(isValidTagId(bad)).toBe(false);
  });
});
