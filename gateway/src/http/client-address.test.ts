import { WEB_PROXY_SECRET_HEADER, clientAddress, isWebOwnCall, rateLimitKey } from './client-address';

const SECRET = 'the-web-proxy-secret-for-this-test';

describe('clientAddress', () => {
  it('believes the web: X-Forwarded-For with the right secret names the visitor', () => {
    expect(
      clientAddress({ 'x-forwarded-for': '203.0.113.7', [WEB_PROXY_SECRET_HEADER]: SECRET }, '10.0.0.2', SECRET),
    ).toBe('203.0.113.7');
  });

  it('takes the last entry the web forwarded', () => {
    expect(
      clientAddress(
        { 'x-forwarded-for': '198.51.100.1, 203.0.113.7', [WEB_PROXY_SECRET_HEADER]: SECRET },
        '10.0.0.2',
        SECRET,
      ),
    ).toBe('203.0.113.7');
  });

  it('ignores a forged X-Forwarded-For without the secret, or with a wrong one', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7' }, '192.0.2.9', SECRET)).toBe('192.0.2.9');
    expect(
      clientAddress({ 'x-forwarded-for': '203.0.113.7', [WEB_PROXY_SECRET_HEADER]: 'guess' }, '192.0.2.9', SECRET),
    ).toBe('192.0.2.9');
    expect(
      clientAddress(
        { 'x-forwarded-for': '203.0.113.7', [WEB_PROXY_SECRET_HEADER]: [SECRET, SECRET] },
        '192.0.2.9',
        SECRET,
      ),
    ).toBe('192.0.2.9');
  });

  it('falls back to the peer when the vouched header is not an address', () => {
    expect(
      clientAddress({ 'x-forwarded-for': 'nonsense', [WEB_PROXY_SECRET_HEADER]: SECRET }, '192.0.2.9', SECRET),
    ).toBe('192.0.2.9');
  });

  it('writes IPv4-mapped IPv6 peers as IPv4, and has a key even without a peer', () => {
    expect(clientAddress({}, '::ffff:127.0.0.1', SECRET)).toBe('127.0.0.1');
    expect(clientAddress({}, undefined, SECRET)).toBe('unknown');
  });
});

describe('isWebOwnCall', () => {
  it('is a call the web vouches for that names no visitor (a cache fill), nothing else', () => {
    expect(isWebOwnCall({ [WEB_PROXY_SECRET_HEADER]: SECRET }, SECRET)).toBe(true);
    expect(isWebOwnCall({ [WEB_PROXY_SECRET_HEADER]: SECRET, 'x-forwarded-for': '203.0.113.7' }, SECRET)).toBe(false);
    expect(isWebOwnCall({}, SECRET)).toBe(false);
    expect(isWebOwnCall({ [WEB_PROXY_SECRET_HEADER]: 'guess' }, SECRET)).toBe(false);
  });
});

describe('rateLimitKey', () => {
  it('counts IPv4 per address and IPv6 per /64 network', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2:bbbb::9')).toBe(rateLimitKey('2001:db8:1:2:aaaa::1'));
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(rateLimitKey('2001:db8:1:2::1'));
  });
});
