import { orderReference, publicDownloadUrl } from './order';

describe('publicDownloadUrl', () => {
  const base = 'https://shop.example.com';
  it('puts a path on the public base', () => {
    expect(publicDownloadUrl('/api/website/v1/downloads/7?order=k&expires=1&signature=s', base, '/api')).toBe(
      'https://shop.example.com/api/website/v1/downloads/7?order=k&expires=1&signature=s',
    );
  });
  it('puts a relative path under the prefix', () => {
    expect(publicDownloadUrl('website/v1/downloads/7?x=1', base, '/api')).toBe(
      'https://shop.example.com/api/website/v1/downloads/7?x=1',
    );
  });
  it('moves an absolute url to the public base, keeping path and query', () => {
    expect(publicDownloadUrl('http://localhost:1337/api/website/v1/downloads/7?x=1', base, '/api')).toBe(
      'https://shop.example.com/api/website/v1/downloads/7?x=1',
    );
  });
});

describe('orderReference', () => {
  it('is a stable short digest that does not contain the key', () => {
    const key = 'Zk3n8Qp1vW2xY7aB4cD9eF0gH6iJ';
    const reference = orderReference(key);
    expect(reference).toMatch(/^[0-9a-f]{16}$/);
    expect(orderReference(key)).toBe(reference);
    expect(orderReference(`${key}x`)).not.toBe(reference);
    expect(reference).not.toContain(key.slice(0, 6));
  });
});
