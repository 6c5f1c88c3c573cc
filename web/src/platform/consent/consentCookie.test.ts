import { consentCookieString, readConsent } from './consentCookie';

describe('the consent cookie', () => {
  it("reads the visitor's choice among other cookies, and nothing before a choice or from a forged value", () => {
    expect(readConsent('i18n_redirected=fr; shop_consent=granted; tz=Europe/Paris')).toBe('granted');
    expect(readConsent('shop_consent=denied')).toBe('denied');
    expect(readConsent('i18n_redirected=fr')).toBeUndefined();
    expect(readConsent('shop_consent=yes')).toBeUndefined();
    expect(readConsent('')).toBeUndefined();
  });

  it('is kept a year for the whole site, sent on top-level navigations, secure on https', () => {
    expect(consentCookieString('denied', false)).toBe('shop_consent=denied; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(consentCookieString('granted', true)).toMatch(/^shop_consent=granted; .*; Secure$/);
    expect(readConsent(consentCookieString('granted', true))).toBe('granted');
  });
});
