/**
 * Payment provider interface: the shop charges an order, or a subscription period, through one of these. The
 * built-in test provider (./test-provider) runs offline; a real provider implements the same interface and is
 * selected in `paymentProvider()` (./index).
 */
export interface Card {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

interface ChargeBase {
  /** Amount in integer cents of `currency`. */
  amountCents: number;
  currency: string;
  /** Forwarded to the provider so that a retried call never charges twice on its side either. */
  idempotencyKey: string;
  description: string;
}

interface ChargeRequest extends ChargeBase {
  card: Card;
}

/** A charge of a saved card; `offSession` when the customer is not there (a renewal), as providers distinguish. */
export interface TokenChargeRequest extends ChargeBase {
  token: string;
  offSession: boolean;
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; reference: string; code: string; message: string }
  | { status: 'invalid'; message: string };

/** A card kept by the provider: the shop stores only the token and the last four digits. */
type SaveCardResult = { status: 'saved'; token: string; last4: string } | { status: 'invalid'; message: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  saveCard(card: Card): Promise<SaveCardResult>;
  chargeToken(request: TokenChargeRequest): Promise<Exclude<ChargeResult, { status: 'invalid' }>>;
}
