import { NextRequest } from 'next/server';
import { i18nRouter } from 'next-i18n-router';
import { LOCALE_COOKIE, localeCookieString } from './localeCookie';
import { routingConfig } from './routingConfig';

function route(path: string, headers: Record<string, string> = {}) {
  return i18nRouter(new NextRequest(`http://shop.test${path}`, { headers }), routingConfig);
}

describe('routingConfig', () => {
  it('uses the spec’s cookie for a year, site-wide, and no English prefix', () => {
    expect(routingConfig).toMatchObject({
      locales: ['en', 'fr', 'de', 'es', 'pt'],
      defaultLocale: 'en',
      prefixDefault: false,
      localeCookie: 'i18n_redirected',
      cookieOptions: { path: '/', maxAge: 31_536_000 },
    });
    expect(localeCookieString('de')).toBe('i18n_redirected=de; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('locale detection', () => {
  it('serves an unprefixed path in English by default', () => {
    const response = route('/faq/');
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://shop.test/en/faq/');
  });

  it('takes the prefix first, and remembers it in the cookie', () => {
    const response = route('/de/faq/', { cookie: `${LOCALE_COOKIE}=fr`, 'accept-language': 'es' });
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('location')).toBeNull();
    expect(response.cookies.get(LOCALE_COOKIE)?.value).toBe('de');
  });

  it('then the cookie, over the browser languages', () => {
    const response = route('/faq/', { cookie: `${LOCALE_COOKIE}=fr`, 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.headers.get('location')).toBe('http://shop.test/fr/faq/');
  });

  it('then the browser languages', () => {
    expect(route('/faq/', { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.5' }).headers.get('location')).toBe(
      'http://shop.test/pt/faq/',
    );
    expect(route('/', { 'accept-language': 'ja,en;q=0.5' }).headers.get('x-middleware-rewrite')).toBe(
      'http://shop.test/en',
    );
  });

  it('redirects an /en prefix to the unprefixed URL', () => {
    expect(route('/en/faq/').headers.get('location')).toBe('http://shop.test/faq/');
  });
});
