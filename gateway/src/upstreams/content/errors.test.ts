import {
  ContentUnreachableError,
  InvalidResponseError,
  UnknownError,
  UpstreamError,
  errorFromBody,
  errorFromFetchFailure,
} from './errors';

describe('errorFromBody', () => {
  it("carries the status, name and message of a Strapi 5 body's error object", () => {
    const body = JSON.stringify({
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Invalid key colour', details: { key: 'colour' } },
    });
    const error = errorFromBody(400, body);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).not.toBeInstanceOf(UnknownError);
    expect(error).toMatchObject({ status: 400, name: 'ValidationError', message: 'Invalid key colour' });
  });

  it('falls back to the HTTP status and a generic name when the error object lacks them', () => {
    expect(errorFromBody(403, JSON.stringify({ error: { message: 'Forbidden' } }))).toMatchObject({
      status: 403,
      name: 'UpstreamError',
      message: 'Forbidden',
    });
  });

  it.each([
    ['an empty body', ''],
    ['an HTML page', '<html><body>502 Bad Gateway</body></html>'],
    ['JSON null', 'null'],
    ['JSON without an error object', '{"data":null}'],
    ['an error object without a message', '{"error":{"status":500,"name":"InternalServerError"}}'],
    ['a string error', '{"error":"boom"}'],
  ])('gives an UnknownError with status 500 for %s', (_, body) => {
    const error = errorFromBody(502, body);
    expect(error).toBeInstanceOf(UnknownError);
    expect(error).toMatchObject({ status: 500, name: 'UnknownError', message: 'Unknown Strapi error' });
  });
});

describe('errorFromFetchFailure', () => {
  it('names the timeout', () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    const error = errorFromFetchFailure(timeout, 5000);
    expect(error).toBeInstanceOf(ContentUnreachableError);
    expect(error.message).toBe('Content backend unreachable: no answer within 5000 ms');
    expect(error.cause).toBe(timeout);
  });

  it('names the socket error code of a failed connection', () => {
    const failure = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    });
    expect(errorFromFetchFailure(failure, 5000).message).toBe(
      'Content backend unreachable: connection failed (ECONNREFUSED)',
    );
  });

  it('copes with a failure that carries no code', () => {
    expect(errorFromFetchFailure(new TypeError('fetch failed'), 5000).message).toBe(
      'Content backend unreachable: connection failed',
    );
  });
});

describe('InvalidResponseError', () => {
  it('is an upstream error with status 502', () => {
    expect(new InvalidResponseError('body is not JSON')).toMatchObject({
      status: 502,
      name: 'InvalidResponse',
      message: 'Content backend sent an unexpected response: body is not JSON',
    });
  });
});
