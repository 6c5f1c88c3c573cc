import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import pino from 'pino';
import {
  ContentUnreachableError,
  InvalidResponseError,
  UnknownError,
  UpstreamError,
} from '../upstreams/content/errors';
import { InvalidShopResponseError, ShopError, ShopUnreachableError, shopErrorFromBody } from '../upstreams/shop/errors';
import { ReplayStoreUnavailableError } from '../verification/replay-store';
import {
  createErrorFormatter,
  describeContentError,
  describeShopError,
  explainEnumError,
  serverFault,
} from './format-error';
import { buildGatewaySchema } from './schema';

const schema = buildGatewaySchema();
const formatError = createErrorFormatter(schema, pino({ level: 'silent' }));

/** What graphql-js hands Apollo when a resolver throws: the error wrapped with its path. */
function resolverError(original: Error): [GraphQLFormattedError, GraphQLError] {
  const wrapped = new GraphQLError(original.message, { path: ['topLevelCategories'], originalError: original });
  return [
    {
      message: original.message,
      path: ['topLevelCategories'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] },
    },
    wrapped,
  ];
}

describe('describeContentError', () => {
  it('maps an unreachable backend to UPSTREAM_UNAVAILABLE', () => {
    expect(describeContentError(new ContentUnreachableError('no answer within 5000 ms'))).toEqual({
      message: 'Content backend unreachable: no answer within 5000 ms',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it("maps the body's error object to UPSTREAM_ERROR with the upstream status", () => {
    expect(describeContentError(new UpstreamError(400, 'ValidationError', 'Invalid key colour'))).toEqual({
      message: 'Content backend error: Invalid key colour',
      extensions: { code: 'UPSTREAM_ERROR', upstreamStatus: 400, upstreamName: 'ValidationError' },
    });
  });

  it('maps an upstream 404 to NOT_FOUND', () => {
    expect(describeContentError(new UpstreamError(404, 'NotFoundError', 'Not Found')).extensions).toEqual({
      code: 'NOT_FOUND',
      upstreamStatus: 404,
      upstreamName: 'NotFoundError',
    });
  });

  it('maps UnknownError and unusable answers with their status', () => {
    expect(describeContentError(new UnknownError())).toEqual({
      message: 'Content backend error: Unknown Strapi error',
      extensions: { code: 'UPSTREAM_ERROR', upstreamStatus: 500, upstreamName: 'UnknownError' },
    });
    expect(describeContentError(new InvalidResponseError('body is not JSON')).extensions).toMatchObject({
      upstreamStatus: 502,
    });
  });
});

describe('describeShopError', () => {
  it('maps an unreachable shop to UPSTREAM_UNAVAILABLE', () => {
    expect(describeShopError(new ShopUnreachableError('no answer within 10000 ms'))).toEqual({
      message: 'Shop API unreachable: no answer within 10000 ms',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it("maps a 4xx to BAD_USER_INPUT with spec §8's message, the shop's code and field errors", () => {
    expect(describeShopError(new ShopError(400, 'Unknown diagram 9', undefined, {}))).toEqual({
      message: 'Unknown diagram 9',
      extensions: { code: 'BAD_USER_INPUT', upstreamStatus: 400 },
    });
    expect(
      describeShopError(new ShopError(400, 'x', 'invalid_card', { 'card.cvc': ['INVALID_CVC'] })).extensions,
    ).toEqual({
      code: 'BAD_USER_INPUT',
      upstreamStatus: 400,
      upstreamCode: 'invalid_card',
      reason: 'INVALID_CARD',
      fieldErrors: { 'card.cvc': ['INVALID_CVC'] },
    });
    expect(describeShopError(new ShopError(404, 'Order not found', undefined, {})).extensions?.code).toBe('NOT_FOUND');
  });

  it("turns the shop's field messages into codes, never English for the web to show", () => {
    const body = {
      error: 'email: Enter a valid email address.',
      errors: {
        customer: {
          email: ['Enter a valid email address.'],
          name: ['This field is required.'],
          vat_id: ['Something new.'],
        },
      },
    };
    expect(shopErrorFromBody(400, JSON.stringify(body)).fieldErrors).toEqual({
      'customer.email': ['INVALID_EMAIL'],
      'customer.name': ['REQUIRED'],
      'customer.vat_id': ['INVALID'],
    });
  });

  it('maps 5xx, 429 and unusable answers to UPSTREAM_ERROR', () => {
    expect(describeShopError(new ShopError(503, 'Maintenance', undefined, {}))).toEqual({
      message: 'Shop API error: Maintenance',
      extensions: { code: 'UPSTREAM_ERROR', upstreamStatus: 503, upstreamName: 'shop' },
    });
    expect(describeShopError(new ShopError(429, 'Slow down', undefined, {})).extensions?.code).toBe('UPSTREAM_ERROR');
    expect(describeShopError(new InvalidShopResponseError('orders: body is not JSON')).extensions).toMatchObject({
      code: 'UPSTREAM_ERROR',
      upstreamStatus: 502,
    });
  });
});

describe('explainEnumError', () => {
  it.each([
    'Value "xx" does not exist in "Locale" enum.',
    'Variable "$locale" got invalid value "xx"; Value "xx" does not exist in "Locale" enum.',
    'Enum "Locale" cannot represent non-enum value: "fr". Did you mean the enum value "fr"?',
  ])('lists the locales after %j', (message) => {
    expect(explainEnumError(message, schema)).toBe(`${message} Expected one of: en, fr, de, es, pt.`);
  });

  it('leaves other messages alone', () => {
    expect(explainEnumError('Cannot query field "colour" on type "Category".', schema)).toBe(
      'Cannot query field "colour" on type "Category".',
    );
    expect(explainEnumError('Value "x" does not exist in "Colour" enum.', schema)).toBe(
      'Value "x" does not exist in "Colour" enum.',
    );
  });
});

describe('createErrorFormatter', () => {
  it('replaces a thrown content error with its public description, keeping the path and dropping the stack', () => {
    expect(formatError(...resolverError(new ContentUnreachableError('connection failed (ECONNREFUSED)')))).toEqual({
      message: 'Content backend unreachable: connection failed (ECONNREFUSED)',
      path: ['topLevelCategories'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('says an outage when the replay store (Redis) is down: a visitor is told to retry, no proof is accepted', () => {
    expect(formatError(...resolverError(new ReplayStoreUnavailableError(new Error('ECONNREFUSED'))))).toEqual({
      message: 'The human-proof replay store (Redis) is unavailable.',
      path: ['topLevelCategories'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE', upstreamName: 'redis' },
    });
  });

  it('masks unexpected errors', () => {
    expect(formatError(...resolverError(new Error('secret detail at /srv/app')))).toEqual({
      message: 'Internal server error',
      path: ['topLevelCategories'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it("gives Apollo's code-less refusals of a malformed request (a persisted query's version) BAD_REQUEST", () => {
    const error = new GraphQLError('Unsupported persisted query version', { extensions: { http: { status: 400 } } });
    const formatted = { message: error.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    expect(formatError(formatted, error)).toEqual({
      message: 'Unsupported persisted query version',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(serverFault(schema, error)).toBeUndefined();
  });

  it('keeps GraphQL validation errors, clarified', () => {
    const error = new GraphQLError('Value "xx" does not exist in "Locale" enum.', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(formatError(error.toJSON(), error)).toEqual({
      message: 'Value "xx" does not exist in "Locale" enum. Expected one of: en, fr, de, es, pt.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });
});
