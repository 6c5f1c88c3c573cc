import type { IncomingHttpHeaders } from 'node:http';
import type { Currency } from '@shop/money';
import type { Logger } from 'pino';
import { chooseCurrency } from '../domain/currency';
import type { Allowances } from '../limits/rate-limits';
import type { DiagramSearch } from '../search/diagram-search';
import { Checkout } from '../services/checkout';
import type { ContentClient } from '../upstreams/content/client';
import type { ShopClient } from '../upstreams/shop/client';
import { type Loaders, createLoaders } from './loaders';
import { SpecialOffersLoader } from './special-offers-loader';

/** What lives as long as the gateway: shared by every request. */
export interface Services {
  content: ContentClient;
  search: DiagramSearch;
  logger: Logger;
  /** English url of the free sample diagram (FREE_SAMPLE_URL). */
  freeSampleUrl: string;
  /** Base of absolute media urls (MEDIA_PUBLIC_URL). */
  mediaPublicUrl: string;
  /** The shop API: cart pricing, orders, payment, downloads. Never cached. */
  shop: ShopClient;
  /** Public base of download urls (SHOP_PUBLIC_URL) and the shop's REST prefix. */
  shopPublic: { url: string; prefix: string };
  /** Allowances per client (memory or Redis). */
  limits: Allowances;
}

/** Per-request GraphQL context: fresh loaders, so batching never crosses requests; the visitor's currency. */
export interface Context extends Pick<Services, 'search' | 'logger' | 'freeSampleUrl' | 'mediaPublicUrl'> {
  loaders: Loaders;
  /** The shop's special offers, fetched at most once per request. */
  specialOffers: SpecialOffersLoader;
  /** Cart, orders and payments of this request, within its client's rate limits. */
  checkout: Checkout;
  /** Spec §9's currency, chosen from the request's headers. */
  currency: Currency;
}

/** Who is asking: the request's headers, and the rate-limit key of its client (see http/client-address.ts). */
export interface RequestOrigin {
  headers: IncomingHttpHeaders;
  client: string;
}

export function createContext(
  services: Services,
  { headers, client }: RequestOrigin = { headers: {}, client: 'test' },
): Context {
  const currency = chooseCurrency({
    acceptLanguage: header(headers, 'accept-language'),
    region: header(headers, 'x-region'),
    timeZone: header(headers, 'x-time-zone'),
  });
  return {
    search: services.search,
    logger: services.logger,
    freeSampleUrl: services.freeSampleUrl,
    mediaPublicUrl: services.mediaPublicUrl,
    loaders: createLoaders(services.content),
    specialOffers: new SpecialOffersLoader(services.shop, services.logger),
    checkout: new Checkout({
      shop: services.shop,
      shopPublic: services.shopPublic,
      currency,
      limits: {
        take: (kind) => services.limits.take(kind, client),
        giveBack: (kind) => services.limits.giveBack(kind, client),
      },
    }),
    currency,
  };
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
