// What happens on Stripe's side after the API calls: a session paid on the hosted page, a renewal paid or failed, a
// refund from the dashboard, a subscription ended; each sends the events Stripe sends for it.
import { now } from './ids.mjs';
import { customer, invoice, payInvoice, payment, periodEnd, subscription } from './objects.mjs';

export function createFlows(store, events) {
  /** The hosted page took the card: the session completes, paid, and `checkout.session.completed` follows. */
  async function completeSession(id) {
    const entry = store.sessions.get(id);
    const { session } = entry;
    const email = session.customer_email;
    session.customer_details = { email, name: null, address: null, phone: null };
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    if (session.mode === 'subscription') {
      const buyer = session.customer ?? customer(store, email).id;
      const sub = subscription(store, {
        customerId: buyer,
        subscriptionPrice: entry.lines[0].price,
        metadata: entry.subscriptionData.metadata ?? {},
      });
      const first = invoice(store, sub, { billingReason: 'subscription_create', paid: true });
      Object.assign(session, { customer: buyer, subscription: sub.id, invoice: first.id });
      await events.emit('checkout.session.completed', session);
      await events.emit('customer.subscription.created', sub);
      await events.emit('invoice.paid', first);
      return;
    }
    const intent = payment(store, {
      amount: session.amount_total,
      currency: session.currency,
      // As Stripe: the payment keeps payment_intent_data's metadata, not the session's.
      metadata: entry.paymentIntentData.metadata ?? {},
    });
    session.payment_intent = intent.id;
    await events.emit('checkout.session.completed', session);
  }

  /** The next period of a subscription: its invoice paid (`invoice.paid`) or failed (`invoice.payment_failed`). */
  async function renew(sub, outcome) {
    const [item] = sub.items.data;
    item.current_period_start = item.current_period_end;
    item.current_period_end = periodEnd(item.current_period_start, item.price.recurring);
    const paid = outcome !== 'failed';
    const next = invoice(store, sub, { billingReason: 'subscription_cycle', paid });
    sub.status = paid ? 'active' : 'past_due';
    if (!paid) await events.emit('customer.subscription.updated', sub);
    await events.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', next);
    return next;
  }

  /** The customer paid an open invoice (in the billing portal): the subscription is active again. */
  async function payOpenInvoice(openInvoice) {
    payInvoice(store, openInvoice);
    const sub = store.subscriptions.get(openInvoice.parent.subscription_details.subscription);
    sub.status = 'active';
    await events.emit('invoice.paid', openInvoice);
    await events.emit('customer.subscription.updated', sub);
  }

  /** A full refund from Stripe's dashboard of the charge a PaymentIntent made. */
  async function refund(intentId) {
    const intent = store.paymentIntents.get(intentId);
    const charge = store.charges.get(intent.latest_charge);
    Object.assign(charge, { amount_refunded: charge.amount, refunded: true });
    await events.emit('charge.refunded', charge);
    return charge;
  }

  /** The subscription ends now (cancelled in the dashboard, or at the end of a period it was cancelled for). */
  async function end(sub) {
    Object.assign(sub, { status: 'canceled', canceled_at: sub.canceled_at ?? now(), ended_at: now() });
    await events.emit('customer.subscription.deleted', sub);
  }

  return { completeSession, renew, payOpenInvoice, refund, end };
}
