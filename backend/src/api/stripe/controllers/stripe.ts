import type { Core } from '@strapi/strapi';
import type Stripe from 'stripe';
import { handle, requestBody } from '../../../http/handle';
import { isUniqueViolation } from '../../../http/idempotency';
import {
  planInvoiceFailed,
  planInvoicePaid,
  planSubscriptionEnded,
  refundPlanCharge,
  settlePlanCheckout,
} from '../../../domains/credits/stripe-plan-events';
import { refundOrderCharge, settleOrderCheckout } from '../../../domains/shop/stripe-order-events';
import { stripeAccount } from '../../../payments';
import { verifiedEvent } from '../../../payments/stripe/webhook-events';
import { recordStripeEvent, stripeEventHandled } from '../../../persistence/stripe-events';

/** The body's bytes as they came (config/middlewares.ts keeps them), which the signature is over. */
function rawBody(body: unknown): Buffer | null {
  const text = body && typeof body === 'object' ? (body as Record<symbol, unknown>)[Symbol.for('unparsedBody')] : null;
  return typeof text === 'string' ? Buffer.from(text, 'utf8') : null;
}

/** What the shop does with each event it listens to; others are acknowledged and ignored. */
async function handleEvent(strapi: Core.Strapi, stripe: Stripe, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      if (event.data.object.mode === 'payment') await settleOrderCheckout(strapi, stripe, event.data.object.id);
      if (event.data.object.mode === 'subscription') await settlePlanCheckout(strapi, stripe, event.data.object.id);
      return;
    case 'invoice.paid':
      await planInvoicePaid(strapi, stripe, event.data.object);
      return;
    case 'invoice.payment_failed':
      await planInvoiceFailed(strapi, event.data.object);
      return;
    case 'customer.subscription.deleted':
      await planSubscriptionEnded(strapi, event.data.object);
      return;
    case 'charge.refunded':
      await refundOrderCharge(strapi, event.data.object);
      await refundPlanCharge(strapi, event.data.object);
      return;
    default:
      return;
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * 400 for a body Stripe did not sign (forged, altered, stale): nothing changes. Each event id is handled once; a
   * failure answers 500 without recording it, so Stripe delivers it again later.
   */
  webhook: handle(async (ctx) => {
    const account = stripeAccount(strapi);
    if (!account) return ctx.notFound();
    const body = rawBody(requestBody(ctx));
    const stripe = await account.client();
    const event = body && verifiedEvent(stripe, body, ctx.get('stripe-signature'), account.webhookSecret);
    if (!event) {
      ctx.status = 400;
      ctx.body = { error: 'The signature of this event is not valid.', code: 'invalid_signature' };
      return;
    }
    if (!(await stripeEventHandled(strapi, event.id))) {
      await handleEvent(strapi, stripe, event);
      await recordStripeEvent(strapi, event.id, event.type, new Date()).catch((error) => {
        if (!isUniqueViolation(error)) throw error;
      });
    }
    ctx.body = { received: true };
  }),
});
