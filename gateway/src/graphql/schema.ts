import 'reflect-metadata';
import path from 'node:path';
import { type GraphQLSchema, printSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { CatalogueResolver } from './resolvers/catalogue-resolver';
import { CategoryResolver } from './resolvers/category-resolver';
import { CurrencyResolver } from './resolvers/currency-resolver';
import { DiagramResolver } from './resolvers/diagram-resolver';
import { SpecialOfferResolver } from './resolvers/special-offer-resolver';
import { FreeSampleResolver } from './resolvers/free-sample-resolver';
import { ImageResolver } from './resolvers/image-resolver';
import { SearchResolver } from './resolvers/search-resolver';
import { SlideResolver } from './resolvers/slide-resolver';
// Imported last: type-graphql lists types in the order their decorators run, so issue 4's types follow issue 3's.
import { CartLineResolver, PricedCartResolver } from './resolvers/cart-resolver';
import { OrderResolver } from './resolvers/order-resolver';
// Issue 9's accounts and wishlist follow.
import { AccountResolver } from './resolvers/account-resolver';
import { WishlistResolver } from './resolvers/wishlist-resolver';
// Issue 10's plans, subscriptions and credits follow.
import { PlanResolver } from './resolvers/plan-resolver';
import { SubscriptionResolver } from './resolvers/subscription-resolver';
import { CreditsResolver } from './resolvers/credits-resolver';
// Issue 11's forms and their human verification follow.
import { HumanChallengeResolver } from './resolvers/human-challenge-resolver';
import { FormsResolver } from './resolvers/forms-resolver';
// Issue 11's advisor.
import { AdvisorResolver } from './resolvers/advisor-resolver';
// Issue 13's static page copy, edited in Strapi.
import { StaticPageResolver } from './resolvers/static-page-resolver';
// Issue 13: one lookup for the same entity's urls in the other locales.
import { AlternatesResolver } from './resolvers/alternates-resolver';

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
