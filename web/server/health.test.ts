import { isHealthCheck } from './health';

describe('the liveness check', () => {
  it('is GET or HEAD /healthz exactly', () => {
    expect(isHealthCheck({ method: 'GET', url: '/healthz' })).toBe(true);
    expect(isHealthCheck({ method: 'HEAD', url: '/healthz' })).toBe(true);
  });

  it('leaves every other request to the pages', () => {
    expect(isHealthCheck({ method: 'POST', url: '/healthz' })).toBe(false);
    expect(isHealthCheck({ method: 'GET', url: '/healthz/' })).toBe(false);
    expect(isHealthCheck({ method: 'GET', url: '/fr/healthz' })).toBe(false);
    expect(isHealthCheck({ method: 'GET', url: '/healthz?x=1' })).toBe(false);
  });
});
