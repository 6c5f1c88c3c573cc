/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment AdvisorConstraints on AdvisorConstraints {\n  topic\n  count\n  minSlides\n  maxSlides\n  category\n  maxPrice\n  currency\n  style\n  colour\n}\n\nmutation Advise($locale: Locale!, $message: String!, $constraints: AdvisorConstraintsInput) {\n  advise(locale: $locale, message: $message, constraints: $constraints) {\n    mode\n    kind\n    question\n    text\n    constraints {\n      ...AdvisorConstraints\n    }\n    diagrams {\n      ...DiagramTile\n    }\n  }\n}\n\nquery AdvisorMode {\n  advisorMode\n}": typeof types.AdvisorConstraintsFragmentDoc,
    "fragment PreviewImage on Image {\n  url\n  width\n  height\n}\n\nfragment DisplayPrice on Money {\n  amount\n  currency\n}\n\nfragment LocalizedUrl on LocalizedLink {\n  locale\n  url\n}\n\nfragment CategoryLink on Category {\n  id\n  name\n  url\n}": typeof types.PreviewImageFragmentDoc,
    "fragment DiagramTile on Diagram {\n  id\n  legacyId\n  url\n  title\n  isNew\n  slideCount\n  image {\n    ...PreviewImage\n  }\n  price {\n    ...DisplayPrice\n  }\n}\n\nfragment DiagramListing on DiagramPage {\n  items {\n    ...DiagramTile\n  }\n  page\n  pageCount\n  total\n}": typeof types.DiagramTileFragmentDoc,
    "fragment DownloadLink on Download {\n  diagramId\n  title\n  fileName\n  url\n  expiresAt\n}": typeof types.DownloadLinkFragmentDoc,
    "fragment CheckoutLine on CartLine {\n  diagramId\n  specialOfferId\n  diagram {\n    id\n    title\n    url\n    image {\n      ...PreviewImage\n    }\n  }\n  license {\n    id\n    description\n  }\n  price {\n    ...DisplayPrice\n  }\n  discount {\n    ...DisplayPrice\n  }\n  subtotal {\n    ...DisplayPrice\n  }\n}\n\nquery PriceCart($locale: Locale!, $items: [CartItemInput!]!, $code: String) {\n  priceCart(locale: $locale, items: $items, code: $code) {\n    lines {\n      ...CheckoutLine\n    }\n    code\n    codeStatus\n    hasDiscount\n    total {\n      ...DisplayPrice\n    }\n    discountTotal {\n      ...DisplayPrice\n    }\n  }\n}": typeof types.CheckoutLineFragmentDoc,
    "query CreditStatus($diagramId: Int!) {\n  creditStatus(diagramId: $diagramId) {\n    balance\n    obtained\n  }\n}\n\nmutation SpendCredits($diagramId: Int!) {\n  spendCredits(diagramId: $diagramId) {\n    charged\n    balance\n    download {\n      ...DownloadLink\n    }\n  }\n}": typeof types.CreditStatusDocument,
    "fragment WishlistItem on Favourite {\n  id\n  diagramLegacyId\n  anonymousUserId\n  diagram(locale: $locale) {\n    ...DiagramTile\n  }\n}\n\nquery Wishlist($locale: Locale!, $anonymousUserId: String) {\n  wishlist(anonymousUserId: $anonymousUserId) {\n    items {\n      ...WishlistItem\n    }\n  }\n}\n\nmutation AddFavourite($diagramLegacyId: Int!, $anonymousUserId: String) {\n  addFavourite(\n    diagramLegacyId: $diagramLegacyId\n    anonymousUserId: $anonymousUserId\n  ) {\n    anonymousUserId\n    favourite {\n      id\n      diagramLegacyId\n    }\n  }\n}\n\nmutation RemoveFavourite($id: ID!, $anonymousUserId: String) {\n  removeFavourite(id: $id, anonymousUserId: $anonymousUserId)\n}": typeof types.WishlistItemFragmentDoc,
};
const documents: Documents = {
    "fragment AdvisorConstraints on AdvisorConstraints {\n  topic\n  count\n  minSlides\n  maxSlides\n  category\n  maxPrice\n  currency\n  style\n  colour\n}\n\nmutation Advise($locale: Locale!, $message: String!, $constraints: AdvisorConstraintsInput) {\n  advise(locale: $locale, message: $message, constraints: $constraints) {\n    mode\n    kind\n    question\n    text\n    constraints {\n      ...AdvisorConstraints\n    }\n    diagrams {\n      ...DiagramTile\n    }\n  }\n}\n\nquery AdvisorMode {\n  advisorMode\n}": types.AdvisorConstraintsFragmentDoc,
    "fragment PreviewImage on Image {\n  url\n  width\n  height\n}\n\nfragment DisplayPrice on Money {\n  amount\n  currency\n}\n\nfragment LocalizedUrl on LocalizedLink {\n  locale\n  url\n}\n\nfragment CategoryLink on Category {\n  id\n  name\n  url\n}": types.PreviewImageFragmentDoc,
    "fragment DiagramTile on Diagram {\n  id\n  legacyId\n  url\n  title\n  isNew\n  slideCount\n  image {\n    ...PreviewImage\n  }\n  price {\n    ...DisplayPrice\n  }\n}\n\nfragment DiagramListing on DiagramPage {\n  items {\n    ...DiagramTile\n  }\n  page\n  pageCount\n  total\n}": types.DiagramTileFragmentDoc,
    "fragment DownloadLink on Download {\n  diagramId\n  title\n  fileName\n  url\n  expiresAt\n}": types.DownloadLinkFragmentDoc,
    "fragment CheckoutLine on CartLine {\n  diagramId\n  specialOfferId\n  diagram {\n    id\n    title\n    url\n    image {\n      ...PreviewImage\n    }\n  }\n  license {\n    id\n    description\n  }\n  price {\n    ...DisplayPrice\n  }\n  discount {\n    ...DisplayPrice\n  }\n  subtotal {\n    ...DisplayPrice\n  }\n}\n\nquery PriceCart($locale: Locale!, $items: [CartItemInput!]!, $code: String) {\n  priceCart(locale: $locale, items: $items, code: $code) {\n    lines {\n      ...CheckoutLine\n    }\n    code\n    codeStatus\n    hasDiscount\n    total {\n      ...DisplayPrice\n    }\n    discountTotal {\n      ...DisplayPrice\n    }\n  }\n}": types.CheckoutLineFragmentDoc,
    "query CreditStatus($diagramId: Int!) {\n  creditStatus(diagramId: $diagramId) {\n    balance\n    obtained\n  }\n}\n\nmutation SpendCredits($diagramId: Int!) {\n  spendCredits(diagramId: $diagramId) {\n    charged\n    balance\n    download {\n      ...DownloadLink\n    }\n  }\n}": types.CreditStatusDocument,
    "fragment WishlistItem on Favourite {\n  id\n  diagramLegacyId\n  anonymousUserId\n  diagram(locale: $locale) {\n    ...DiagramTile\n  }\n}\n\nquery Wishlist($locale: Locale!, $anonymousUserId: String) {\n  wishlist(anonymousUserId: $anonymousUserId) {\n    items {\n      ...WishlistItem\n    }\n  }\n}\n\nmutation AddFavourite($diagramLegacyId: Int!, $anonymousUserId: String) {\n  addFavourite(\n    diagramLegacyId: $diagramLegacyId\n    anonymousUserId: $anonymousUserId\n  ) {\n    anonymousUserId\n    favourite {\n      id\n      diagramLegacyId\n    }\n  }\n}\n\nmutation RemoveFavourite($id: ID!, $anonymousUserId: String) {\n  removeFavourite(id: $id, anonymousUserId: $anonymousUserId)\n}": types.WishlistItemFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdvisorConstraints on AdvisorConstraints {\n  topic\n  count\n  minSlides\n  maxSlides\n  category\n  maxPrice\n  currency\n  style\n  colour\n}\n\nmutation Advise($locale: Locale!, $message: String!, $constraints: AdvisorConstraintsInput) {\n  advise(locale: $locale, message: $message, constraints: $constraints) {\n    mode\n    kind\n    question\n    text\n    constraints {\n      ...AdvisorConstraints\n    }\n    diagrams {\n      ...DiagramTile\n    }\n  }\n}\n\nquery AdvisorMode {\n  advisorMode\n}"): typeof import('./graphql').AdvisorConstraintsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PreviewImage on Image {\n  url\n  width\n  height\n}\n\nfragment DisplayPrice on Money {\n  amount\n  currency\n}\n\nfragment LocalizedUrl on LocalizedLink {\n  locale\n  url\n}\n\nfragment CategoryLink on Category {\n  id\n  name\n  url\n}"): typeof import('./graphql').PreviewImageFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DiagramTile on Diagram {\n  id\n  legacyId\n  url\n  title\n  isNew\n  slideCount\n  image {\n    ...PreviewImage\n  }\n  price {\n    ...DisplayPrice\n  }\n}\n\nfragment DiagramListing on DiagramPage {\n  items {\n    ...DiagramTile\n  }\n  page\n  pageCount\n  total\n}"): typeof import('./graphql').DiagramTileFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DownloadLink on Download {\n  diagramId\n  title\n  fileName\n  url\n  expiresAt\n}"): typeof import('./graphql').DownloadLinkFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CheckoutLine on CartLine {\n  diagramId\n  specialOfferId\n  diagram {\n    id\n    title\n    url\n    image {\n      ...PreviewImage\n    }\n  }\n  license {\n    id\n    description\n  }\n  price {\n    ...DisplayPrice\n  }\n  discount {\n    ...DisplayPrice\n  }\n  subtotal {\n    ...DisplayPrice\n  }\n}\n\nquery PriceCart($locale: Locale!, $items: [CartItemInput!]!, $code: String) {\n  priceCart(locale: $locale, items: $items, code: $code) {\n    lines {\n      ...CheckoutLine\n    }\n    code\n    codeStatus\n    hasDiscount\n    total {\n      ...DisplayPrice\n    }\n    discountTotal {\n      ...DisplayPrice\n    }\n  }\n}"): typeof import('./graphql').CheckoutLineFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CreditStatus($diagramId: Int!) {\n  creditStatus(diagramId: $diagramId) {\n    balance\n    obtained\n  }\n}\n\nmutation SpendCredits($diagramId: Int!) {\n  spendCredits(diagramId: $diagramId) {\n    charged\n    balance\n    download {\n      ...DownloadLink\n    }\n  }\n}"): typeof import('./graphql').CreditStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WishlistItem on Favourite {\n  id\n  diagramLegacyId\n  anonymousUserId\n  diagram(locale: $locale) {\n    ...DiagramTile\n  }\n}\n\nquery Wishlist($locale: Locale!, $anonymousUserId: String) {\n  wishlist(anonymousUserId: $anonymousUserId) {\n    items {\n      ...WishlistItem\n    }\n  }\n}\n\nmutation AddFavourite($diagramLegacyId: Int!, $anonymousUserId: String) {\n  addFavourite(\n    diagramLegacyId: $diagramLegacyId\n    anonymousUserId: $anonymousUserId\n  ) {\n    anonymousUserId\n    favourite {\n      id\n      diagramLegacyId\n    }\n  }\n}\n\nmutation RemoveFavourite($id: ID!, $anonymousUserId: String) {\n  removeFavourite(id: $id, anonymousUserId: $anonymousUserId)\n}"): typeof import('./graphql').WishlistItemFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
