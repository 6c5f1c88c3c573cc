/** What cart pricing reads from the database (see queries.ts), as Strapi's fields would convert it. */

/** An entry of a price component; amounts as the driver returns decimals. */
export interface PriceRow {
  currency: string;
  amount: number;
}

/** The English row of a diagram. */
export interface DiagramRow {
  legacy_id: number;
  title: string;
  url: string;
  prices: PriceRow[];
}

export interface CodeRow {
  code: string;
  percent_off: number | null;
  amount_off: PriceRow[];
  valid_from: Date | null;
  valid_until: Date | null;
  active: boolean | null;
}

/** A special offer with the legacy ids of its diagram and of its qualifying diagrams. */
export interface OfferRow {
  legacy_id: number;
  percent_off: number;
  diagram: number | null;
  diagrams_qualified: number[];
}
