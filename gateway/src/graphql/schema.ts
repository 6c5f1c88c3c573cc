import 'reflect-metadata';
import path from 'node:path';
import { type GraphQLSchema, printSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { CatalogueResolver } from './catalogue/catalogue-resolver';
import { CategoryResolver } from './catalogue/category-resolver';
import { CurrencyResolver } from './catalogue/currency-resolver';
import { DiagramResolver } from './catalogue/diagram-resolver';
import { SpecialOfferResolver } from './catalogue/special-offer-resolver';
import { FreeSampleResolver } from './shop/free-sample-resolver';
import { ImageResolver } from './catalogue/image-resolver';
import { SearchResolver } from './catalogue/search-resolver';
import { SlideResolver } from './catalogue/slide-resolver';
// Imported last: type-graphql lists types in the order their decorators run, so issue 4's types follow issue 3's.
import { CartLineResolver, PricedCartResolver } from './shop/cart-resolver';
import { OrderResolver } from './shop/order-resolver';
// Issue 9's accounts and wishlist follow.
import { AccountResolver } from './account/account-resolver';
import { WishlistResolver } from './wishlist/wishlist-resolver';
// Issue 10's plans, subscriptions and credits follow.
import { PlanResolver } from './plans/plan-resolver';
import { SubscriptionResolver } from './plans/subscription-resolver';
import { CreditsResolver } from './plans/credits-resolver';
// Issue 11's forms and their human verification follow.
import { HumanChallengeResolver } from './forms/human-challenge-resolver';
import { FormsResolver } from './forms/forms-resolver';
// Issue 11's advisor.
import { AdvisorResolver } from './advisor/advisor-resolver';
// Issue 13's static page copy, edited in Strapi.
import { StaticPageResolver } from './catalogue/static-page-resolver';
// Issue 13: one lookup for the same entity's urls in the other locales.
import { AlternatesResolver } from './catalogue/alternates-resolver';

/** The committed public contract (repo root schema/), the same path from src/graphql and dist/graphql. */
export const SCHEMA_FILE = path.resolve(__dirname, '../../../schema/schema.graphql');

export function buildGatewaySchema(): GraphQLSchema {
  return buildSchemaSync({
    resolvers: [
      CategoryResolver,
      CurrencyResolver,
      FreeSampleResolver,
      CatalogueResolver,
      DiagramResolver,
      SpecialOfferResolver,
      SlideResolver,
      ImageResolver,
      SearchResolver,
      PricedCartResolver,
      CartLineResolver,
      OrderResolver,
      AccountResolver,
      WishlistResolver,
      PlanResolver,
      SubscriptionResolver,
      CreditsResolver,
      HumanChallengeResolver,
      FormsResolver,
      AdvisorResolver,
      StaticPageResolver,
      AlternatesResolver,
    ],
  });
}

/** SDL in declaration order, so enums read as the contract lists them (e.g. Locale: en fr de es pt). */
export function printGatewaySchema(schema: GraphQLSchema): string {
  return `${printSchema(schema)}\n`;
}
