import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GatewayError } from '@shop/sdk/transport';
import { messages } from '@/platform/i18n/messages';
import { cartProblem, orderLoadProblem, orderProblem, paymentProblem } from './errors';

/** A gateway answer whose message is English and must never be shown. */
const refused = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'English text from the gateway', extensions }] });

const rateLimited = new GatewayError({
  code: 'GATEWAY_HTTP_ERROR',
  message: 'HTTP 429',
  status: 429,
  errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED', retryAfter: 60 } }],
});

describe('cartProblem', () => {
  it('says an item is gone for a BAD_USER_INPUT, and names a duplicate line', () => {
    expect(cartProblem(refused({ code: 'BAD_USER_INPUT' })).message).toBe('cart.error.unknownItem');
    expect(cartProblem(refused({ code: 'BAD_USER_INPUT', upstreamCode: 'duplicate_line' })).message).toBe(
      'cart.error.duplicateLine',
    );
  });

  it('says pricing failed when the web is unreachable, and explains a rate limit', () => {
    expect(cartProblem(new TypeError('fetch failed')).message).toBe('cart.error.pricing');
    expect(cartProblem(rateLimited).message).toBe('errors.rateLimit.message');
  });
});

describe('orderProblem', () => {
  it('marks each refused customer field, whatever spelling the path has', () => {
    const problem = orderProblem(
      refused({
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          'customer.email': ['Enter a valid email address.'],
          'customer.vat_id': ['x'],
          'customer.vatId': ['x'],
        },
      }),
    );
    expect(problem).toEqual({
      message: 'checkout.data.error.input',
      fields: { email: 'checkout.data.email.invalid', vatId: 'checkout.data.vatId.invalid' },
      newKeyNeeded: false,
    });
  });

  it('asks for a new key when the gateway says the key was used for another request', () => {
    expect(orderProblem(refused({ code: 'IDEMPOTENCY_KEY_REUSED' }))).toEqual({
      message: 'checkout.error.keyReused',
      fields: {},
      newKeyNeeded: true,
    });
  });

  it('explains an unknown item, a duplicate line, an outage and a rate limit', () => {
    expect(orderProblem(refused({ code: 'BAD_USER_INPUT' })).message).toBe('cart.error.unknownItem');
    expect(orderProblem(refused({ code: 'BAD_USER_INPUT', upstreamCode: 'duplicate_line' })).message).toBe(
      'cart.error.duplicateLine',
    );
    expect(orderProblem(refused({ code: 'INTERNAL_SERVER_ERROR' })).message).toBe('checkout.data.error.create');
    expect(orderProblem(rateLimited).message).toBe('errors.rateLimit.message');
  });
});

describe('paymentProblem', () => {
  it('marks the refused card fields', () => {
    const problem = paymentProblem(
      refused({
        code: 'BAD_USER_INPUT',
        upstreamCode: 'invalid_card',
        fieldErrors: { 'card.number': ['x'], 'card.exp_year': ['x'], 'card.cvc': ['x'] },
      }),
    );
    expect(problem).toEqual({
      message: 'checkout.payment.error.card',
      fields: {
        number: 'checkout.payment.number.invalid',
        expiry: 'checkout.payment.expiry.invalid',
        cvc: 'checkout.payment.cvc.invalid',
      },
      newKeyNeeded: false,
    });
    expect(paymentProblem(refused({ code: 'BAD_USER_INPUT', upstreamCode: 'invalid_card' })).message).toBe(
      'checkout.payment.error.card',
    );
  });

  it('explains a decline, a reused key and an unknown failure', () => {
    expect(paymentProblem(refused({ code: 'BAD_USER_INPUT', upstreamCode: 'card_declined' })).message).toBe(
      'checkout.payment.declined',
    );
    expect(paymentProblem(refused({ code: 'IDEMPOTENCY_KEY_REUSED' })).newKeyNeeded).toBe(true);
    expect(paymentProblem(refused({ code: 'UPSTREAM_ERROR' })).message).toBe('checkout.payment.error.pay');
  });
});

describe('an outage', () => {
  // As the web's /graphql/ proxy answers when the gateway is unreachable or slower than GATEWAY_TIMEOUT_MS, and as the
  // gateway answers when the shop is (its circuit breaker open included).
  const proxyAnswer = new GatewayError({
    code: 'GATEWAY_HTTP_ERROR',
    message: 'HTTP 502',
    status: 502,
    errors: [{ message: 'The GraphQL gateway is unavailable.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
  });
  const gatewayAnswer = refused({ code: 'UPSTREAM_UNAVAILABLE' });

  it('says the shop is out of reach and that the cart and details are kept, at every step', () => {
    for (const outage of [proxyAnswer, gatewayAnswer]) {
      expect(cartProblem(outage).message).toBe('checkout.error.unavailable');
      expect(orderLoadProblem(outage)).toBe('checkout.error.unavailable');
      expect(orderProblem(outage)).toEqual({ message: 'checkout.error.unavailable', fields: {}, newKeyNeeded: false });
      expect(paymentProblem(outage)).toEqual({
        message: 'checkout.error.unavailable',
        fields: {},
        newKeyNeeded: false,
      });
    }
    expect(messages.fr['checkout.error.unavailable']).toMatch(/injoignable.*panier/);
    expect(orderLoadProblem(new TypeError('fetch failed'))).toBe('checkout.payment.error.load');
  });
});

describe('every message chosen', () => {
  it('exists in the catalogues, without placeholders the caller cannot fill', () => {
    const ids = [
      cartProblem(refused({ code: 'BAD_USER_INPUT' })),
      orderProblem(refused({ code: 'BAD_USER_INPUT', fieldErrors: { 'customer.email': ['x'] } })),
      paymentProblem(refused({ code: 'BAD_USER_INPUT', upstreamCode: 'invalid_card' })),
    ].flatMap((problem) => [problem.message, ...Object.values(problem.fields)]);
    for (const id of ids) expect(messages.en[id as keyof typeof messages.en]).not.toMatch(/\{/);
  });
});
