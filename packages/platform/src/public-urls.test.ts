import { publicAddressProblem } from './public-urls';

describe('publicAddressProblem', () => {
  it.each([
    ['http://shop.example.com', 'must be an https address'],
    ['https://localhost:3000', 'is on localhost (localhost)'],
    ['https://shop.localhost/', 'is on localhost (shop.localhost)'],
    ['https://127.0.0.1:1337', 'is on this machine (127.0.0.1)'],
    ['https://[::1]:4000/', 'is on this machine (::1)'],
    ['https://10.0.0.7', 'is a private address (10.0.0.7)'],
    ['https://172.20.1.1', 'is a private address (172.20.1.1)'],
    ['https://192.168.1.20:8080', 'is a private address (192.168.1.20)'],
    ['https://169.254.169.254', 'is a private address (169.254.169.254)'],
    ['https://[fd12:3456::1]/', 'is a private address (fd12:3456::1)'],
    ['not a url', 'is not a URL'],
  ])('refuses %s', (url, problem) => {
    expect(publicAddressProblem(url)).toBe(problem);
  });

  it.each([
    'https://shop.example.com',
    'https://172.32.0.1',
    'https://8.8.8.8/',
    'https://[2001:db8::1]/',
    'https://shop.test',
  ])('lets %s through', (url) => {
    expect(publicAddressProblem(url)).toBeNull();
  });
});
