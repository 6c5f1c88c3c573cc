import { GA_ID_NOT_STRING, NO_GA_ID, readAnalyticsConfig } from './analytics';

function read(env: Record<string, string>) {
  const log = jest.fn();
  return { config: readAnalyticsConfig(env, log), log };
}

describe('analytics configuration', () => {
  it('is silent and off with nothing configured', () => {
    const { config, log } = read({});
    expect(config).toEqual({ ga4: undefined, matomo: undefined });
    expect(log).not.toHaveBeenCalled();
  });

  it('turns GA4 on with an id and a secret, the first of a list of ids', () => {
    expect(read({ GA_MEASUREMENT_ID: 'G-ABC', GA_API_SECRET: 's' }).config.ga4?.measurementId).toBe('G-ABC');
    expect(read({ GA_MEASUREMENT_ID: '["G-1","G-2"]', GA_API_SECRET: 's' }).config.ga4?.measurementId).toBe('G-1');
  });

  it("logs spec §8's messages once and turns GA4 off on a half or malformed configuration", () => {
    const secretOnly = read({ GA_API_SECRET: 's' });
    expect(secretOnly.config.ga4).toBeUndefined();
    expect(secretOnly.log.mock.calls).toEqual([[NO_GA_ID]]);
    const notString = read({ GA_MEASUREMENT_ID: '[1,2]', GA_API_SECRET: 's' });
    expect(notString.config.ga4).toBeUndefined();
    expect(notString.log.mock.calls).toEqual([[GA_ID_NOT_STRING]]);
  });

  it('points Matomo at matomo.php and turns it off when the site id is missing', () => {
    const on = read({ MATOMO_URL: 'https://stats.example/', MATOMO_SITE_ID: '4' });
    expect(on.config.matomo).toEqual({ trackerUrl: 'https://stats.example/matomo.php', siteId: 4, token: undefined });
    const half = read({ MATOMO_URL: 'https://stats.example' });
    expect(half.config.matomo).toBeUndefined();
    expect(half.log).toHaveBeenCalledWith(expect.stringContaining('MATOMO_SITE_ID'));
  });
});
