import { redactUrl } from '../src/middlewares/access-log';

describe('redactUrl', () => {
  it.each([
    ['/api/website/v1/orders/AbC_123-xyz/', '/api/website/v1/orders/[redacted]/'],
    ['/api/website/v1/orders/AbC_123-xyz/pay/', '/api/website/v1/orders/[redacted]/pay/'],
    ['/api/website/v1/orders/AbC/downloads/?x=1', '/api/website/v1/orders/[redacted]/downloads/?x=1'],
    ['/api/website/v1/%6Frders/AbC/', '/api/website/v1/%6Frders/[redacted]/'],
    ['/api/website/v1/orders/', '/api/website/v1/orders/'],
    [
      '/api/website/v1/downloads/1000?order=AbC&expires=1790000000&signature=s1g',
      '/api/website/v1/downloads/1000?order=[redacted]&expires=1790000000&signature=[redacted]',
    ],
    [
      '/api/website/v1/downloads/1?%6Frder=AbC&SIGNATURE=s&order[0]=k',
      '/api/website/v1/downloads/1?%6Frder=[redacted]&SIGNATURE=[redacted]&order[0]=[redacted]',
    ],
    ['/api/diagrams?sort=order:asc&filters[url][$eq]=x', '/api/diagrams?sort=order:asc&filters[url][$eq]=x'],
    ['/api/website/v1/orders/%E0%A4%A/', '/api/website/v1/orders/[redacted]/'],
    ['/api/auth/email-confirmation?confirmation=0a1b2c', '/api/auth/email-confirmation?confirmation=[redacted]'],
    ['/api/newsletter/unsubscribe/?token=Zm9v', '/api/newsletter/unsubscribe/?token=[redacted]'],
    ['/api/connect/oidc/callback?code=xyz&state=s', '/api/connect/oidc/callback?code=[redacted]&state=s'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
