/** What the server knows of the visitor who sent a beacon, beyond the beacon itself. */
export type VisitorContext = {
  /** The first-party visitor id (16 hex digits: Matomo's _id format, GA4's client_id). */
  clientId: string;
  /** The shop's origin, to make full URLs of the events' page paths. */
  origin: string;
  userAgent: string | undefined;
  /** The visitor's address as the custom server vouched for it (X-Forwarded-For, one hop). */
  address: string | undefined;
};
