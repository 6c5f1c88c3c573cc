import type { Beacon, BeaconEvent } from './beacon';
import type { Receipt } from './purchaseReceipt';

/** A purchase event as the receipt of its payment says: the receipt's total, and its price for each item it paid. */
function confirmed(event: BeaconEvent, receipt: Receipt): BeaconEvent {
  const { amount, currency } = receipt.total;
  const items = (event.items ?? []).flatMap((item) => {
    const line = receipt.lines.find((paid) => paid.id === item.item_id);
    return line ? [{ ...item, price: line.amount, final_price: line.amount, currency }] : [];
  });
  return { ...event, value: amount, currency, items };
}

/**
 * The beacon's events with each purchase confirmed by the visitor's receipt (the same transaction, once), the
 * others left out: a purchase the shop did not see paid, or its figures, never reach the reports. `used` tells
 * that the receipt was spent.
 */
export function withConfirmedPurchases(
  beacon: Beacon,
  receipt: Receipt | undefined,
): { events: BeaconEvent[]; used: boolean } {
  let used = false;
  const events = beacon.events.flatMap((event) => {
    if (event.event !== 'purchase') return [event];
    if (!receipt || used || event.transaction_id !== receipt.reference) return [];
    used = true;
    return [confirmed(event, receipt)];
  });
  return { events, used };
}
