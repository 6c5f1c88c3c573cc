// Events as Stripe sends them to a webhook endpoint: the envelope, signed exactly as Stripe signs
// (`Stripe-Signature: t=…,v1=hex(hmac_sha256(secret, "t.body"))`), and delivered the way a test asks: at once, twice,
// late, or held until released (in order or reversed).
import { createHmac } from 'node:crypto';
import { newId, now } from './ids.mjs';

/** The API version the events are rendered in: the one stripe-node 23.1 pins. */
const API_VERSION = '2026-10-28.endive';

/** The `Stripe-Signature` header for `body` (the exact bytes sent) at `timestamp`. */
function signature(body, secret, timestamp = now()) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export function createEvents({ webhookUrl, webhookSecret, log = () => {} }) {
  const sent = [];
  const held = [];
  let delivery = { mode: 'now', delayMs: 0 };
  let target = webhookUrl;

  async function post(event) {
    if (!target) return;
    const body = JSON.stringify(event);
    try {
      const response = await fetch(target, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature(body, webhookSecret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
      });
      sent.push({ id: event.id, type: event.type, status: response.status });
      if (!response.ok) log(`webhook ${event.type} ${event.id} → ${response.status}`);
    } catch (error) {
      sent.push({ id: event.id, type: event.type, status: 0 });
      log(`webhook ${event.type} ${event.id} failed: ${error.message}`);
    }
  }

  const events = {
    /** Every event made so far, newest last. */
    all: [],
    /** What each delivery answered: event id, type and the endpoint's HTTP status (0: no answer). */
    sent,
    setTarget(url) {
      target = url;
    },
    /** How the next events are delivered: `now`, `twice`, `late` (after `delayMs`) or `hold` (until release). */
    setDelivery(next) {
      delivery = { mode: next.mode ?? 'now', delayMs: Number(next.delayMs ?? 0) };
    },
    /** Delivers the held events, in the order they happened or reversed; resolves once all were answered. */
    async release({ reversed = false } = {}) {
      const batch = held.splice(0, held.length);
      if (reversed) batch.reverse();
      for (const event of batch) await post(event);
      return batch.length;
    },
    /** Makes an event of `type` about `object` and delivers it as the current mode says. */
    emit(type, object) {
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: API_VERSION,
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(object) },
      };
      events.all.push(event);
      if (delivery.mode === 'hold') held.push(event);
      else if (delivery.mode === 'late') setTimeout(() => post(event), delivery.delayMs);
      else if (delivery.mode === 'twice') return post(event).then(() => post(event));
      else return post(event);
      return Promise.resolve();
    },
  };
  return events;
}
