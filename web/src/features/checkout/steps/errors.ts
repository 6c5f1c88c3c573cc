import { gatewayFailure, RATE_LIMITED, type GatewayFailure } from '@/platform/gateway/gatewayErrors';
import type { MessageId } from '@/platform/i18n/messages';

/**
 * What a failed checkout operation means to the visitor, in message ids: the gateway's codes,
 * field paths and upstream codes choose the words, never its (English) messages.
 */
export type CheckoutProblem<Field extends string = never> = {
  message: MessageId;
  /** Form fields the gateway refused, with the message each shows. */
  fields: Partial<Record<Field, MessageId>>;
  /** The idempotency key was used for another request: the next attempt needs a new one. */
  newKeyNeeded: boolean;
};

type FieldMap<Field extends string> = Record<string, readonly [Field, MessageId]>;

/** One spelling for a field path: customer.vat_id and customer.vatId are the same field. */
const normalized = (path: string) => path.toLowerCase().replace(/_/g, '');

type CustomerField = 'email' | 'name' | 'country' | 'company' | 'vatId';
export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

const CUSTOMER_FIELDS: FieldMap<CustomerField> = {
  'customer.email': ['email', 'checkout.data.email.invalid'],
  'customer.name': ['name', 'checkout.data.name.tooLong'],
  'customer.country': ['country', 'checkout.data.country.required'],
  'customer.company': ['company', 'checkout.data.company.tooLong'],
  'customer.vatid': ['vatId', 'checkout.data.vatId.invalid'],
};

const CARD_FIELDS: FieldMap<CardField> = {
  'card.number': ['number', 'checkout.payment.number.invalid'],
  'card.expmonth': ['expiry', 'checkout.payment.expiry.invalid'],
  'card.expyear': ['expiry', 'checkout.payment.expiry.invalid'],
  'card.cvc': ['cvc', 'checkout.payment.cvc.invalid'],
  'card.name': ['name', 'checkout.payment.name.required'],
};

function refusedFields<Field extends string>(
  failure: GatewayFailure,
  map: FieldMap<Field>,
): Partial<Record<Field, MessageId>> {
  const fields: Partial<Record<Field, MessageId>> = {};
  for (const path of failure.fieldPaths) {
    const entry = map[normalized(path)];
    if (entry) fields[entry[0]] = entry[1];
  }
  return fields;
}

/** Codes every checkout operation may meet, before its own. */
function common(failure: GatewayFailure): MessageId | undefined {
  if (failure.codes.includes(RATE_LIMITED)) return 'errors.rateLimit.message';
  // The gateway, its breaker or the web's proxy got no answer. The cart stays in localStorage, the form keeps its
  // values and the idempotency key its attempt, so the visitor retries once the shop is back, never paying twice.
  if (failure.codes.includes('UPSTREAM_UNAVAILABLE')) return 'checkout.error.unavailable';
  if (failure.codes.includes('IDEMPOTENCY_KEY_REUSED')) return 'checkout.error.keyReused';
  if (failure.upstreamCode === 'duplicate_line') return 'cart.error.duplicateLine';
  return undefined;
}

function problem<Field extends string>(
  failure: GatewayFailure,
  message: MessageId,
  fields: Partial<Record<Field, MessageId>> = {},
): CheckoutProblem<Field> {
  return { message, fields, newKeyNeeded: failure.codes.includes('IDEMPOTENCY_KEY_REUSED') };
}

/** Pricing the cart (priceCart): a BAD_USER_INPUT is an item the shop no longer sells. */
export function cartProblem(error: unknown): CheckoutProblem {
  const failure = gatewayFailure(error);
  const known = common(failure);
  if (known) return problem(failure, known);
  return problem(failure, failure.codes.includes('BAD_USER_INPUT') ? 'cart.error.unknownItem' : 'cart.error.pricing');
}

/** Creating the order (createOrder), from the customer step. */
export function orderProblem(error: unknown): CheckoutProblem<CustomerField> {
  const failure = gatewayFailure(error);
  const fields = refusedFields(failure, CUSTOMER_FIELDS);
  const known = common(failure);
  if (known) return problem(failure, known);
  if (Object.keys(fields).length > 0) return problem(failure, 'checkout.data.error.input', fields);
  return problem(
    failure,
    failure.codes.includes('BAD_USER_INPUT') ? 'cart.error.unknownItem' : 'checkout.data.error.create',
  );
}

/** Loading the order at the payment step (order): a retry button follows the message. */
export function orderLoadProblem(error: unknown): MessageId {
  return common(gatewayFailure(error)) ?? 'checkout.payment.error.load';
}

/** Paying (payOrder): a refused card names its fields; a decline may also come as an error. */
export function paymentProblem(error: unknown): CheckoutProblem<CardField> {
  const failure = gatewayFailure(error);
  const known = common(failure);
  if (known) return problem(failure, known);
  if (failure.upstreamCode === 'card_declined') return problem(failure, 'checkout.payment.declined');
  const fields = refusedFields(failure, CARD_FIELDS);
  if (failure.upstreamCode === 'invalid_card' || Object.keys(fields).length > 0) {
    return problem(failure, 'checkout.payment.error.card', fields);
  }
  return problem(failure, 'checkout.payment.error.pay');
}
