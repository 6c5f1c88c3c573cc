/** What the server knows of the visitor who sent a beacon, beyond the beacon itself. */
export type VisitorContext = {
  /** The first-party visitor id (16 hex digits: Matomo's _id format, GA4's client_id once split in two numbers); none without consent. */
  clientId: string | undefined;
  /** The shop's origin, to make full URLs of the events' page paths. */
  origin: string;
  userAgent: string | undefined;
  /** The visitor's address as the custom server vouched for it (X-Forwarded-For, one hop). */
  address: string | undefined;
};

/** A visitor who consented to analytics: only such a visitor has an id, and only such a visitor's events go to GA4. */
export type ConsentedVisitor = VisitorContext & { clientId: string };
