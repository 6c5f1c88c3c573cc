/**
 * Payment provider interface: the shop charges an order through one of these. The built-in
 * test provider (./test-provider) runs offline; a real provider implements the same interface
 * and is selected in `paymentProvider()` (./index).
 */
export interface Card {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

export interface ChargeRequest {
  /** Amount in integer cents of `currency`. */
  amountCents: number;
  currency: string;
  card: Card;
  /** Forwarded to the provider so that a retried call never charges twice on its side either. */
  idempotencyKey: string;
  description: string;
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; reference: string; code: string; message: string }
  | { status: 'invalid'; message: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
