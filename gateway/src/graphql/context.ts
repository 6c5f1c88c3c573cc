import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import { chooseCurrency } from '../domain/currency';
import type { Currency } from '@shop/money';
import type { DiagramSearch } from '../search/diagram-search';
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
}

/** Per-request GraphQL context: fresh loaders, so batching never crosses requests; the visitor's currency. */
export interface Context extends Omit<Services, 'content'> {
  loaders: Loaders;
  /** The shop's special offers, fetched at most once per request. */
  specialOffers: SpecialOffersLoader;
  /** Spec §9's currency, chosen from the request's headers. */
  currency: Currency;
}

export function createContext({ content, ...services }: Services, headers: IncomingHttpHeaders = {}): Context {
  return {
    ...services,
    loaders: createLoaders(content),
    specialOffers: new SpecialOffersLoader(services.shop, services.logger),
    currency: chooseCurrency({
      acceptLanguage: header(headers, 'accept-language'),
      region: header(headers, 'x-region'),
      timeZone: header(headers, 'x-time-zone'),
    }),
  };
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
