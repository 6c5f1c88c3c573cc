import { readSocialStart, socialStartPath, strapiSessionCookies, takeSocialStart } from './socialStart';

const ANONYMOUS = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe('social sign-in through the web', () => {
  it('starts on the web origin with nothing of the visitor in the link', () => {
    expect(socialStartPath('oidc')).toBe('/api/connect/oidc/');
  });

  it("ignores an anonymous id carried in a link, and keeps the web's parameters from Strapi", () => {
    const query = new URLSearchParams(`shop_locale=fr&shop_anonymous=${ANONYMOUS}&other=kept`);
    expect(takeSocialStart(query)).toEqual({ locale: 'fr' });
    expect(query.toString()).toBe('other=kept');
  });

  it("is no start without a language (Strapi's own callback hop)", () => {
    expect(takeSocialStart(new URLSearchParams('code=abc&state=xyz'))).toBeNull();
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
