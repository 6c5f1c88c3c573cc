import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GatewayError } from '@shop/sdk/transport';
import { gatewayFailure, isRateLimited } from './gatewayErrors';

const graphQLErrors = (...extensions: Record<string, unknown>[]) =>
  new CombinedGraphQLErrors({ errors: extensions.map((entry) => ({ message: 'English text', extensions: entry })) });

/** What @shop/sdk's transport throws for an answer with this status and body. */
const httpError = (status: number, body: string) => {
  let errors: [] = [];
  try {
    errors = JSON.parse(body).errors ?? [];
  } catch {}
  return new GatewayError({ code: 'GATEWAY_HTTP_ERROR', message: `HTTP ${status}`, status, errors });
};

describe('gatewayFailure', () => {
  it('reads codes, the upstream code and the refused field paths, never the message', () => {
    const failure = gatewayFailure(
      graphQLErrors({
        code: 'BAD_USER_INPUT',
        upstreamCode: 'invalid_card',
        fieldErrors: { 'card.number': ['Your card number is invalid.'], 'card.cvc': ['x'] },
      }),
    );
    expect(failure).toEqual({
      codes: ['BAD_USER_INPUT'],
      upstreamCode: 'invalid_card',
      fieldPaths: ['card.number', 'card.cvc'],
    });
  });

  it('reads the GraphQL errors in the body of an HTTP error', () => {
    const body = JSON.stringify({
      errors: [{ message: 'Slow down', extensions: { code: 'RATE_LIMITED', retryAfter: 30 } }],
    });
    expect(gatewayFailure(httpError(429, body)).codes).toEqual(['RATE_LIMITED']);
    expect(
      gatewayFailure(httpError(400, JSON.stringify({ errors: [{ extensions: { code: 'MAX_DEPTH_EXCEEDED' } }] })))
        .codes,
    ).toEqual(['MAX_DEPTH_EXCEEDED']);
  });

  it('knows nothing of a network failure or a body that is not GraphQL', () => {
    expect(gatewayFailure(new TypeError('fetch failed'))).toEqual({ codes: [], fieldPaths: [] });
    const unreachable = new GatewayError({ code: 'GATEWAY_UNREACHABLE', message: 'No answer', status: 0 });
    expect(gatewayFailure(unreachable)).toEqual({ codes: [], fieldPaths: [] });
    expect(gatewayFailure(httpError(502, '<html>Bad gateway</html>'))).toEqual({
      codes: [],
      fieldPaths: [],
    });
  });
});

describe('isRateLimited', () => {
  it('is true for a RATE_LIMITED error, and for any 429', () => {
    expect(isRateLimited(graphQLErrors({ code: 'RATE_LIMITED', retryAfter: 60 }))).toBe(true);
    expect(isRateLimited(httpError(429, 'Too Many Requests'))).toBe(true);
  });

  it('is false otherwise', () => {
    expect(isRateLimited(graphQLErrors({ code: 'BAD_USER_INPUT' }))).toBe(false);
    expect(isRateLimited(httpError(500, '{}'))).toBe(false);
    expect(isRateLimited(new Error('offline'))).toBe(false);
  });
});
