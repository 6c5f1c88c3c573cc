import type { LocalizedLink } from './localized-link';
import type { Locale } from './locales';
import type { Image } from './media';
import type { Money } from '@shop/money';
import type { Slide } from './slide';

/** One diagram (product) in one locale, as the gateway serves it (spec §3). */
export interface Diagram {
  /** Shared by every locale (Strapi's documentId). */
  id: string;
  legacyId: number;
  url: string;
  title: string;
  locale: Locale;
  image: Image | null;
  /** The price set, USD first. */
  prices: Money[];
  /** Credits a download costs (content's credit_cost; 1 when unset). */
  creditCost: number;
  /** The spec's created_at: the backend's released_at. */
  createdAt: Date;
  tags: string[];
  slideCount: number;
  /** Ordered by number; undefined when the upstream call that produced the diagram left them out. */
  slides?: Slide[];
  /** Ids of its categories, in the backend's order; the category tree resolves them. */
  categoryIds: string[];
  /** Other locales only. */
  localizations: LocalizedLink[];
}
