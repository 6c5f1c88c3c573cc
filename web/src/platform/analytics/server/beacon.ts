import { z } from 'zod';
import { redactPath } from '@/platform/privacy/redactPath';

/** A beacon carries at most this many events (the page drains its queue every 3000 ms, spec §9). */
const MAX_EVENTS = 50;
/** A full batch of e-commerce events stays far below this; anything larger is not our page. */
export const BEACON_LIMIT_BYTES = 64 * 1024;

const text = (max: number) => z.string().min(1).max(max);
/** Prices travel as the gateway's decimal strings ("9.00"): no float arithmetic on the way. */
const decimal = z.string().regex(/^\d{1,9}(\.\d{1,4})?$/);
const currency = z.string().regex(/^[A-Z]{3}$/);
/** A path of this site: `//host/…` or `/\\host/…` start with a slash too, and name another host to a URL parser. */
const SITE = 'https://shop.invalid';
const sitePath = z
  .string()
  .startsWith('/')
  .max(2048)
  .refine((path) => URL.canParse(path, SITE) && new URL(path, SITE).origin === SITE);

/** Spec §3: an item of an e-commerce event; order lines add diagram_id … code. */
const item = z.object({
  item_id: text(64),
  item_name: text(200),
  item_variant: text(100).optional(),
  item_category: z.enum(['Diagram', 'Subscription']),
  price: decimal.optional(),
  currency: currency.optional(),
  quantity: z.literal(1),
  diagram_id: text(64).optional(),
  diagram_name: text(200).optional(),
  final_price: decimal.optional(),
  license: text(100).optional(),
  code: text(64).optional(),
});

const event = z.object({
  /** GA4's event name rules: a letter, then letters, digits and underscores, at most 40. */
  event: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/),
  event_category: text(100).optional(),
  event_label: text(200).optional(),
  /**
   * The route path and title of the page the event happened on (spec §1). The page redacts the order key; a
   * page of an earlier build may not have, so it is redacted here too.
   */
  page_path: sitePath.transform(redactPath).optional(),
  page_title: text(300).transform(redactPath).optional(),
  engagement_time_msec: z.number().int().min(0).max(86_400_000).optional(),
  transaction_id: text(100).optional(),
  value: decimal.optional(),
  currency: currency.optional(),
  coupon: text(64).optional(),
  search_term: text(200).optional(),
  items: z.array(item).max(MAX_EVENTS).optional(),
});

const beacon = z.object({
  /** The page's session: a start time in seconds, as gtag's own session ids are. */
  session_id: z.string().regex(/^\d{1,20}$/),
  events: z.array(event).min(1).max(MAX_EVENTS),
});

export type BeaconItem = z.infer<typeof item>;
export type BeaconEvent = z.infer<typeof event>;
export type Beacon = z.infer<typeof beacon>;

export type BeaconParse = { ok: true; beacon: Beacon } | { ok: false; code: 'EventMissing' | 'InvalidBeacon' };

/** Checks a beacon's JSON; an event without a name is spec §8's EventMissing, anything else InvalidBeacon. */
export function parseBeacon(json: unknown): BeaconParse {
  const parsed = beacon.safeParse(json);
  if (parsed.success) return { ok: true, beacon: parsed.data };
  const missingName = parsed.error.issues.some(
    (issue) => issue.path[0] === 'events' && issue.path[2] === 'event' && issue.code === 'invalid_type',
  );
  return { ok: false, code: missingName ? 'EventMissing' : 'InvalidBeacon' };
}
