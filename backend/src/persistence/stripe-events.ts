import type { Core } from '@strapi/strapi';
import { newRowFields } from './document-id';
import { STRIPE_EVENT } from './models';

/** Whether a Stripe event (by its id) was handled already. */
export const stripeEventHandled = async (strapi: Core.Strapi, eventId: string) =>
  (await strapi.db.query(STRIPE_EVENT).count({ where: { event_id: eventId } })) > 0;

/** Records a handled event; a concurrent delivery that recorded it first makes this throw a unique violation. */
export async function recordStripeEvent(strapi: Core.Strapi, eventId: string, type: string, now: Date) {
  await strapi.db.query(STRIPE_EVENT).create({ data: { event_id: eventId, event_type: type, ...newRowFields(now) } });
}
