import { readSocialStart, socialStartPath, strapiSessionCookies, takeSocialStart } from './socialStart';

const ANONYMOUS = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe('social sign-in through the web', () => {
  it('starts on the web origin with the language and anonymous id, which never reach Strapi', () => {
    const path = socialStartPath('oidc', 'fr', ANONYMOUS);
    expect(path).toBe(`/api/connect/oidc/?shop_locale=fr&shop_anonymous=${ANONYMOUS}`);
    const query = new URL(path, 'http://web').searchParams;
    query.set('other', 'kept');
    expect(takeSocialStart(query)).toEqual({ locale: 'fr', anonymousUserId: ANONYMOUS });
    expect(query.toString()).toBe('other=kept');
  });

  it("is no start without a language (Strapi's own callback hop), and drops a malformed anonymous id", () => {
    expect(takeSocialStart(new URLSearchParams('code=abc&state=xyz'))).toBeNull();
    expect(takeSocialStart(new URLSearchParams('shop_locale=de&shop_anonymous=bad id'))).toEqual({ locale: 'de' });
  });

  it('reads the remembered start back, English when the cookie is missing or altered', () => {
    expect(readSocialStart(JSON.stringify({ locale: 'pt', anonymousUserId: ANONYMOUS }))).toEqual({
      locale: 'pt',
      anonymousUserId: ANONYMOUS,
    });
    expect(readSocialStart(undefined)).toEqual({ locale: 'en' });
    expect(readSocialStart('{"locale":"xx"}')).toEqual({ locale: 'en' });
  });

  it("passes only Strapi's session cookies on, never the shop session", () => {
    expect(
      strapiSessionCookies([
        { name: 'shop_session', value: 'jwt' },
        { name: 'koa.sess', value: 'a' },
        { name: 'koa.sess.sig', value: 'b' },
      ]),
    ).toBe('koa.sess=a; koa.sess.sig=b');
  });
});
