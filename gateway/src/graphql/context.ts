import type { IncomingHttpHeaders } from 'node:http';
import { type Currency, chooseCurrency, isVisitorCurrency } from '@shop/money';
import type { Logger } from 'pino';
import { Advisor } from '../advisor/advisor';
import type { AdvisorCatalogue } from '../advisor/catalogue';
import type { ModelAdvisor } from '../advisor/model-advisor';
import type { Allowances, RateLimitKind } from '../limits/rate-limits';
import type { DiagramSearch } from '../search/diagram-search';
import { Account, MALFORMED } from '../services/account';
import { Checkout } from '../services/checkout';
import { CreditWallet } from '../services/credits';
import { Forms } from '../services/forms';
import { Subscriptions } from '../services/subscriptions';
import { Wishlist } from '../services/wishlist';
import type { AuthClient } from '../upstreams/auth/client';
import { CLIENT_ADDRESS_HEADER } from '../upstreams/headers';
import type { ContentClient } from '../upstreams/content/client';
import type { ShopClient } from '../upstreams/shop/client';
import type { HumanVerification } from '../verification/human-verification';
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
  /** Allowances per client (memory or Redis). */
  limits: Allowances;
  /** Strapi's users-permissions: sign-in, register, passwords, the current user. */
  auth: AuthClient;
  /** ALTCHA challenges and their one-time proofs (spec §7). */
  human: HumanVerification;
  /** What the advisor filters on, per locale. */
  advisorCatalogue: AdvisorCatalogue;
  /** The advisor's language model (ADVISOR_API_URL); the embedded advisor alone when unset. */
  advisorModel?: ModelAdvisor;
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
  /** The bearer's account, sign-in and the rest of spec §7's auth calls. */
  account: Account;
  /** The bearer's favourites, else an anonymous id's. */
  wishlist: Wishlist;
  /** The bearer's plan subscriptions. */
  subscriptions: Subscriptions;
  /** The bearer's credits, spends and library. */
  credits: CreditWallet;
  /** The newsletter, free sample and contact forms, behind a human proof. */
  forms: Forms;
  /** The shopping advisor of /chat. */
  advisor: Advisor;
}

/** Who is asking: the request's headers, its client's address and rate-limit key (see http/client-address.ts). */
export interface RequestOrigin {
  headers: IncomingHttpHeaders;
  client: string;
  address?: string;
}

// A JWT's three base64url parts; anything else in the header is no session.
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/** The bearer token of `Authorization: Bearer …`, undefined without one; MALFORMED for any other value. */
function bearerOf(headers: IncomingHttpHeaders): string | undefined {
  const value = header(headers, 'authorization');
  if (value === undefined || value === '') return undefined;
  return BEARER.exec(value.trim())?.[1] ?? MALFORMED;
}

export function createContext(
  services: Services,
  { headers, client, address = client }: RequestOrigin = { headers: {}, client: 'test' },
): Context {
  const presented = bearerOf(headers);
  const bearer = presented === MALFORMED ? undefined : presented;
  // Bearer and address travel on every shop call of this request: the order or favourite is then the user's.
  const shop = services.shop.withHeaders({
    [CLIENT_ADDRESS_HEADER]: address,
    ...(bearer && { authorization: `Bearer ${bearer}` }),
  });
  const limits = {
    take: (kind: RateLimitKind) => services.limits.take(kind, client),
    giveBack: (kind: RateLimitKind) => services.limits.giveBack(kind, client),
  };
  const loaders = createLoaders(services.content);
  const currency = currencyOf(headers);
  return {
    search: services.search,
    logger: services.logger,
    freeSampleUrl: services.freeSampleUrl,
    mediaPublicUrl: services.mediaPublicUrl,
    loaders,
    specialOffers: new SpecialOffersLoader(services.shop, services.logger),
    checkout: new Checkout({ shop, currency, limits }),
    currency,
    account: new Account({
      auth: services.auth,
      shop,
      bearer: presented,
      clientAddress: address,
      limits: { ...limits, client, shared: services.limits },
      human: services.human,
      logger: services.logger,
    }),
    wishlist: new Wishlist(shop, presented),
    subscriptions: new Subscriptions({ shop, bearer: presented, currency, limits }),
    credits: new CreditWallet({ shop, bearer: presented, limits }),
    forms: new Forms({
      shop,
      human: services.human,
      limits,
      recipients: services.limits,
      freeSampleId: async () =>
        (await loaders.diagramByUrl.load({ locale: 'en', value: services.freeSampleUrl }))?.legacyId,
    }),
    advisor: new Advisor({
      catalogue: services.advisorCatalogue,
      search: services.search,
      loaders,
      currency,
      take: limits.take,
      model: services.advisorModel,
      logger: services.logger,
    }),
  };
}

/** The header a caller that has already decided the visitor's currency names it in: the web, once per visitor. */
const CURRENCY_HEADER = 'x-currency';

/**
 * The currency a request's prices are in, from its headers alone (the result cache keys on it before any context):
 * the one the caller decided (x-currency: the web, whose pages and checkout must agree), else spec §9's choice from
 * the visitor's hints. Any caller may name one: every price in every currency is public.
 */
export function currencyOf(headers: IncomingHttpHeaders): Currency {
  const decided = header(headers, CURRENCY_HEADER);
  if (isVisitorCurrency(decided)) return decided;
  return chooseCurrency({
    acceptLanguage: header(headers, 'accept-language'),
    region: header(headers, 'x-region'),
    timeZone: header(headers, 'x-time-zone'),
  });
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
