import { accountPath, localizedAccountUrl } from './accountPath';

describe('account addresses', () => {
  it('puts the locale right after the origin, English without one', () => {
    expect(localizedAccountUrl('http://localhost:3000/account', 'en')).toBe('http://localhost:3000/account');
    expect(localizedAccountUrl('http://localhost:3000/account', 'fr')).toBe('http://localhost:3000/fr/account');
    expect(localizedAccountUrl('https://account.example.com/', 'de')).toBe('https://account.example.com/de');
  });

  it('gives the pages of this web in the visitor language', () => {
    expect(accountPath('en', '/sign-in/')).toBe('/account/sign-in/');
    expect(accountPath('pt', '/')).toBe('/pt/account/');
  });
});
