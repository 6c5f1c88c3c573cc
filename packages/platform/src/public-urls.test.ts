import { privateAddressProblem } from './public-urls';

describe('privateAddressProblem', () => {
  it.each([
    ['http://localhost:3000', 'is on localhost (localhost)'],
    ['https://shop.localhost/', 'is on localhost (shop.localhost)'],
    ['http://127.0.0.1:1337', 'is on this machine (127.0.0.1)'],
    ['http://[::1]:4000/', 'is on this machine (::1)'],
    ['http://10.0.0.7', 'is a private address (10.0.0.7)'],
    ['http://172.20.1.1', 'is a private address (172.20.1.1)'],
    ['http://192.168.1.20:8080', 'is a private address (192.168.1.20)'],
    ['http://169.254.169.254', 'is a private address (169.254.169.254)'],
    ['http://[fd12:3456::1]/', 'is a private address (fd12:3456::1)'],
    ['not a url', 'is not a URL'],
  ])('refuses %s', (url, problem) => {
    expect(privateAddressProblem(url)).toBe(problem);
  });

  it.each([
    'https://shop.example.com',
    'https://172.32.0.1',
    'https://8.8.8.8/',
    'https://[2001:db8::1]/',
    'https://shop.test',
  ])('lets %s through', (url) => {
    expect(privateAddressProblem(url)).toBeNull();
  });
});
