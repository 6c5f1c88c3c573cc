import { errorPageBotResponse } from './errorPageBotResponse';
import { errorPageFor, logServerError } from './errorPages';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';

describe('errorPageFor', () => {
  it('has a page for 429 and rate_limit, 403, 404 and 500', () => {
    expect(errorPageFor('429')).toEqual({ kind: 'rateLimit', status: 429 });
    expect(errorPageFor('rate_limit')).toEqual({ kind: 'rateLimit', status: 429 });
    expect(errorPageFor('403')).toEqual({ kind: 'forbidden', status: 403 });
    expect(errorPageFor('404')).toEqual({ kind: 'notFound', status: 404 });
    expect(errorPageFor('500')).toEqual({ kind: 'serverError', status: 500 });
  });

  it('shows the 404 page for any other code', () => {
    for (const code of ['418', '503', 'oops', 'constructor', '']) {
      expect(errorPageFor(code)).toEqual({ kind: 'notFound', status: 404 });
    }
  });
});

describe('logServerError', () => {
  it('logs statuses above 499 only', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    logServerError(404, '/errors/404/');
    logServerError(499, '/errors/499/');
    expect(error).not.toHaveBeenCalled();
    logServerError(500, '/fr/errors/500/');
    expect(error).toHaveBeenCalledWith('Error page for status 500 shown at /fr/errors/500/');
    error.mockRestore();
  });
});

describe('errorPageBotResponse', () => {
  it('gives a bot the bare status of the error page, in any locale', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(errorPageBotResponse('/errors/429/', GOOGLEBOT)?.status).toBe(429);
    expect(errorPageBotResponse('/de/errors/rate_limit/', GOOGLEBOT)?.status).toBe(429);
    expect(errorPageBotResponse('/fr/errors/403', GOOGLEBOT)?.status).toBe(403);
    expect(errorPageBotResponse('/pt/errors/whatever/', GOOGLEBOT)?.status).toBe(404);
    const response = errorPageBotResponse('/errors/500/', GOOGLEBOT);
    expect(response?.status).toBe(500);
    expect(response?.headers.get('x-robots-tag')).toBe('noindex');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('lets browsers and other paths through', () => {
    expect(errorPageBotResponse('/errors/500/', FIREFOX)).toBeUndefined();
    expect(errorPageBotResponse('/errors/500/', null)).toBeUndefined();
    expect(errorPageBotResponse('/faq/', GOOGLEBOT)).toBeUndefined();
    expect(errorPageBotResponse('/errors/500/extra/', GOOGLEBOT)).toBeUndefined();
  });
});
