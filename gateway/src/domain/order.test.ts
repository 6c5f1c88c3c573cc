import { publicDownloadUrl } from './order';

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
