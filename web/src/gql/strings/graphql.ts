/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A colour asked for: diagrams with a colour-variant slide are recommended. */
export type AdvisorColour =
  | 'BLACK'
  | 'BLUE'
  | 'GREEN'
  | 'GREY'
  | 'ORANGE'
  | 'PINK'
  | 'PURPLE'
  | 'RED'
  | 'WHITE'
  | 'YELLOW';

/** The constraints of the previous reply, as received. */
export type AdvisorConstraintsInput = {
  category?: string | null | undefined;
  colour?: AdvisorColour | null | undefined;
  count?: number | null | undefined;
  currency?: Currency | null | undefined;
  maxPrice?: number | null | undefined;
  maxSlides?: number | null | undefined;
  minSlides?: number | null | undefined;
  style?: AdvisorStyle | null | undefined;
  topic?: string;
};

/** Who answers: the embedded advisor (catalogue search, no model) or a language model. */
export type AdvisorMode =
  | 'EMBEDDED'
  | 'MODEL';

/** What the advisor asks back; the web words it in the visitor language. */
export type AdvisorQuestion =
  | 'DIAGRAM_KIND';

export type AdvisorReplyKind =
  | 'NO_MATCH'
  | 'QUESTION'
  | 'RECOMMENDATIONS';

/** A visual style titles carry. */
export type AdvisorStyle =
  | 'DARK'
  | 'FLAT'
  | 'HAND_DRAWN'
  | 'MINIMALIST'
  | 'THREE_D'
  | 'WATERCOLOR';

/** A cart item. Prices are never sent: the shop prices the cart. */
export type CartItemInput = {
  /** The diagram's legacyId (the shop's diagram_id). */
  diagramId: number;
  /** 1, 'Single user', is the only licence. */
  licenseId?: number | null | undefined;
  /** A special offer (legacy id) claimed for this line. */
  specialOfferId?: number | null | undefined;
};

/** What the shop made of the cart's discount code. */
export type CodeStatus =
  /** Valid: it discounts at least one line. */
  | 'APPLIED'
  /** The code exists but is no longer (or not yet) valid. */
  | 'EXPIRED'
  /** No such code. */
  | 'UNKNOWN';

/** A currency of price sets; USD is the base currency. */
export type Currency =
  | 'CAD'
  | 'EUR'
  | 'GBP'
  | 'USD';

/** A language of the site. English (en) is the default and has no route prefix. */
export type Locale =
  /** German */
  | 'de'
  /** English */
  | 'en'
  /** Spanish */
  | 'es'
  /** French */
  | 'fr'
  /** Portuguese */
  | 'pt';

export type AdvisorConstraintsFragment = { __typename: 'AdvisorConstraints', topic: string, count: number | null, minSlides: number | null, maxSlides: number | null, category: string | null, maxPrice: number | null, currency: Currency | null, style: AdvisorStyle | null, colour: AdvisorColour | null };

export type AdviseMutationVariables = Exact<{
  locale: Locale;
  message: string;
  constraints?: AdvisorConstraintsInput | null | undefined;
}>;


export type AdviseMutation = { __typename: 'Mutation', advise: { __typename: 'AdvisorReply', mode: AdvisorMode, kind: AdvisorReplyKind, question: AdvisorQuestion | null, text: string | null, constraints: { __typename: 'AdvisorConstraints', topic: string, count: number | null, minSlides: number | null, maxSlides: number | null, category: string | null, maxPrice: number | null, currency: Currency | null, style: AdvisorStyle | null, colour: AdvisorColour | null }, diagrams: Array<{ __typename: 'Diagram', id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { __typename: 'Image', url: string, width: number, height: number } | null, price: { __typename: 'Money', amount: string, currency: Currency } }> } };

export type AdvisorModeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdvisorModeQuery = { __typename: 'Query', advisorMode: AdvisorMode };

export type PreviewImageFragment = { __typename: 'Image', url: string, width: number, height: number };

export type DisplayPriceFragment = { __typename: 'Money', amount: string, currency: Currency };

export type LocalizedUrlFragment = { __typename: 'LocalizedLink', locale: Locale, url: string };

export type CategoryLinkFragment = { __typename: 'Category', id: string, name: string, url: string };

export type DiagramTileFragment = { __typename: 'Diagram', id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { __typename: 'Image', url: string, width: number, height: number } | null, price: { __typename: 'Money', amount: string, currency: Currency } };

export type DiagramListingFragment = { __typename: 'DiagramPage', page: number, pageCount: number, total: number, items: Array<{ __typename: 'Diagram', id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { __typename: 'Image', url: string, width: number, height: number } | null, price: { __typename: 'Money', amount: string, currency: Currency } }> };

export type DownloadLinkFragment = { __typename: 'Download', diagramId: number, title: string, fileName: string, url: string, expiresAt: unknown };

export type CheckoutLineFragment = { __typename: 'CartLine', diagramId: number, specialOfferId: number | null, diagram: { __typename: 'Diagram', id: string, title: string, url: string, image: { __typename: 'Image', url: string, width: number, height: number } | null } | null, license: { __typename: 'License', id: number, description: string }, price: { __typename: 'Money', amount: string, currency: Currency }, discount: { __typename: 'Money', amount: string, currency: Currency }, subtotal: { __typename: 'Money', amount: string, currency: Currency } };

export type PriceCartQueryVariables = Exact<{
  locale: Locale;
  items: Array<CartItemInput> | CartItemInput;
  code?: string | null | undefined;
}>;


export type PriceCartQuery = { __typename: 'Query', priceCart: { __typename: 'PricedCart', code: string | null, codeStatus: CodeStatus | null, hasDiscount: boolean, lines: Array<{ __typename: 'CartLine', diagramId: number, specialOfferId: number | null, diagram: { __typename: 'Diagram', id: string, title: string, url: string, image: { __typename: 'Image', url: string, width: number, height: number } | null } | null, license: { __typename: 'License', id: number, description: string }, price: { __typename: 'Money', amount: string, currency: Currency }, discount: { __typename: 'Money', amount: string, currency: Currency }, subtotal: { __typename: 'Money', amount: string, currency: Currency } }>, total: { __typename: 'Money', amount: string, currency: Currency }, discountTotal: { __typename: 'Money', amount: string, currency: Currency } } };

export type CreditStatusQueryVariables = Exact<{
  diagramId: number;
}>;


export type CreditStatusQuery = { __typename: 'Query', creditStatus: { __typename: 'CreditStatus', balance: number, obtained: boolean } };

export type SpendCreditsMutationVariables = Exact<{
  diagramId: number;
}>;


export type SpendCreditsMutation = { __typename: 'Mutation', spendCredits: { __typename: 'CreditSpend', charged: number, balance: number, download: { __typename: 'Download', diagramId: number, title: string, fileName: string, url: string, expiresAt: unknown } } };

export type WishlistItemFragment = { __typename: 'Favourite', id: string, diagramLegacyId: number, anonymousUserId: string | null, diagram: { __typename: 'Diagram', id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { __typename: 'Image', url: string, width: number, height: number } | null, price: { __typename: 'Money', amount: string, currency: Currency } } | null };

export type WishlistQueryVariables = Exact<{
  locale: Locale;
  anonymousUserId?: string | null | undefined;
}>;


export type WishlistQuery = { __typename: 'Query', wishlist: { __typename: 'Wishlist', items: Array<{ __typename: 'Favourite', id: string, diagramLegacyId: number, anonymousUserId: string | null, diagram: { __typename: 'Diagram', id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { __typename: 'Image', url: string, width: number, height: number } | null, price: { __typename: 'Money', amount: string, currency: Currency } } | null }> } };

export type AddFavouriteMutationVariables = Exact<{
  diagramLegacyId: number;
  anonymousUserId?: string | null | undefined;
}>;


export type AddFavouriteMutation = { __typename: 'Mutation', addFavourite: { __typename: 'AddFavouriteResult', anonymousUserId: string, favourite: { __typename: 'Favourite', id: string, diagramLegacyId: number } } };

export type RemoveFavouriteMutationVariables = Exact<{
  id: string | number;
  anonymousUserId?: string | null | undefined;
}>;


export type RemoveFavouriteMutation = { __typename: 'Mutation', removeFavourite: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdvisorConstraintsFragmentDoc = new TypedDocumentString(`
    fragment AdvisorConstraints on AdvisorConstraints {
  __typename
  topic
  count
  minSlides
  maxSlides
  category
  maxPrice
  currency
  style
  colour
}
    `, {"fragmentName":"AdvisorConstraints"}) as unknown as TypedDocumentString<AdvisorConstraintsFragment, unknown>;
export const LocalizedUrlFragmentDoc = new TypedDocumentString(`
    fragment LocalizedUrl on LocalizedLink {
  __typename
  locale
  url
}
    `, {"fragmentName":"LocalizedUrl"}) as unknown as TypedDocumentString<LocalizedUrlFragment, unknown>;
export const CategoryLinkFragmentDoc = new TypedDocumentString(`
    fragment CategoryLink on Category {
  __typename
  id
  name
  url
}
    `, {"fragmentName":"CategoryLink"}) as unknown as TypedDocumentString<CategoryLinkFragment, unknown>;
export const PreviewImageFragmentDoc = new TypedDocumentString(`
    fragment PreviewImage on Image {
  __typename
  url
  width
  height
}
    `, {"fragmentName":"PreviewImage"}) as unknown as TypedDocumentString<PreviewImageFragment, unknown>;
export const DisplayPriceFragmentDoc = new TypedDocumentString(`
    fragment DisplayPrice on Money {
  __typename
  amount
  currency
}
    `, {"fragmentName":"DisplayPrice"}) as unknown as TypedDocumentString<DisplayPriceFragment, unknown>;
export const DiagramTileFragmentDoc = new TypedDocumentString(`
    fragment DiagramTile on Diagram {
  __typename
  id
  legacyId
  url
  title
  isNew
  slideCount
  image {
    __typename
    ...PreviewImage
  }
  price {
    __typename
    ...DisplayPrice
  }
}
    fragment PreviewImage on Image {
  __typename
  url
  width
  height
}
fragment DisplayPrice on Money {
  __typename
  amount
  currency
}`, {"fragmentName":"DiagramTile"}) as unknown as TypedDocumentString<DiagramTileFragment, unknown>;
export const DiagramListingFragmentDoc = new TypedDocumentString(`
    fragment DiagramListing on DiagramPage {
  __typename
  items {
    __typename
    ...DiagramTile
  }
  page
  pageCount
  total
}
    fragment PreviewImage on Image {
  __typename
  url
  width
  height
}
fragment DisplayPrice on Money {
  __typename
  amount
  currency
}
fragment DiagramTile on Diagram {
  __typename
  id
  legacyId
  url
  title
  isNew
  slideCount
  image {
    __typename
    ...PreviewImage
  }
  price {
    __typename
    ...DisplayPrice
  }
}`, {"fragmentName":"DiagramListing"}) as unknown as TypedDocumentString<DiagramListingFragment, unknown>;
export const DownloadLinkFragmentDoc = new TypedDocumentString(`
    fragment DownloadLink on Download {
  __typename
  diagramId
  title
  fileName
  url
  expiresAt
}
    `, {"fragmentName":"DownloadLink"}) as unknown as TypedDocumentString<DownloadLinkFragment, unknown>;
export const CheckoutLineFragmentDoc = new TypedDocumentString(`
    fragment CheckoutLine on CartLine {
  __typename
  diagramId
  specialOfferId
  diagram {
    __typename
    id
    title
    url
    image {
      __typename
      ...PreviewImage
    }
  }
  license {
    __typename
    id
    description
  }
  price {
    __typename
    ...DisplayPrice
  }
  discount {
    __typename
    ...DisplayPrice
  }
  subtotal {
    __typename
    ...DisplayPrice
  }
}
    fragment PreviewImage on Image {
  __typename
  url
  width
  height
}
fragment DisplayPrice on Money {
  __typename
  amount
  currency
}`, {"fragmentName":"CheckoutLine"}) as unknown as TypedDocumentString<CheckoutLineFragment, unknown>;
export const WishlistItemFragmentDoc = new TypedDocumentString(`
    fragment WishlistItem on Favourite {
  __typename
  id
  diagramLegacyId
  anonymousUserId
  diagram(locale: $locale) {
    __typename
    ...DiagramTile
  }
}
    fragment PreviewImage on Image {
  __typename
  url
  width
  height
}
fragment DisplayPrice on Money {
  __typename
  amount
  currency
}
fragment DiagramTile on Diagram {
  __typename
  id
  legacyId
  url
  title
  isNew
  slideCount
  image {
    __typename
    ...PreviewImage
  }
  price {
    __typename
    ...DisplayPrice
  }
}`, {"fragmentName":"WishlistItem"}) as unknown as TypedDocumentString<WishlistItemFragment, unknown>;
export const AdviseDocument = new TypedDocumentString(`
    mutation Advise($locale: Locale!, $message: String!, $constraints: AdvisorConstraintsInput) {
  __typename
  advise(locale: $locale, message: $message, constraints: $constraints) {
    __typename
    mode
    kind
    question
    text
    constraints {
      __typename
      ...AdvisorConstraints
    }
    diagrams {
      __typename
      ...DiagramTile
    }
  }
}
    fragment AdvisorConstraints on AdvisorConstraints {
  __typename
  topic
  count
  minSlides
  maxSlides
  category
  maxPrice
  currency
  style
  colour
}
fragment PreviewImage on Image {
  __typename
  url
  width
  height
}
fragment DisplayPrice on Money {
  __typename
  amount
  currency
}
fragment DiagramTile on Diagram {
  __typename
  id
  legacyId
  url
  title
  isNew
  slideCount
  image {
    __typename
    ...PreviewImage
  }
  price {
    __typename
    ...DisplayPrice
  }
}`, {"hash":"d7ef30e1d1574ce4c28b32e7f40c9edd6caa5729d17b4b5e41f98b38003f4cbf"}) as unknown as TypedDocumentString<AdviseMutation, AdviseMutationVariables>;
export const AdvisorModeDocument = new TypedDocumentString(`
    query AdvisorMode {
  __typename
  advisorMode
}
    `, {"hash":"7e66d607d10a1670140bf8f950a22a7313ef3adcbe80569b85b6e6ee0f3ae0cd"}) as unknown as TypedDocumentString<AdvisorModeQuery, AdvisorModeQueryVariables>;
export const PriceCartDocument = new TypedDocumentString(`
    query PriceCart($locale: Locale!, $items: [CartItemInput!]!, $code: String) {
  __typename
  priceCart(locale: $locale, items: $items, code: $code) {
    __typename
    lines {
      __typename
      ...CheckoutLine
    }
    code
    codeStatus
    hasDiscount
    total {
      __typename
      ...DisplayPrice
    }
    discountTotal {
      __typename
      ...DisplayPrice
    }
  }
}
    fragment PreviewImage on Image {
  __typename
  url
  width
  height
}
fragment DisplayPrice on Money {
  __typename
  amount
  currency
}
fragment CheckoutLine on CartLine {
  __typename
  diagramId
  specialOfferId
  diagram {
    __typename
    id
    title
    url
    image {
      __typename
      ...PreviewImage
    }
  }
  license {
    __typename
    id
    description
  }
  price {
    __typename
    ...DisplayPrice
  }
  discount {
    __typename
    ...DisplayPrice
  }
  subtotal {
    __typename
    ...DisplayPrice
  }
}`, {"hash":"5e313bcc4d6e80f234d93f56198db60558b7420cb5dfb65a0d665573301bdca7"}) as unknown as TypedDocumentString<PriceCartQuery, PriceCartQueryVariables>;
export const CreditStatusDocument = new TypedDocumentString(`
    query CreditStatus($diagramId: Int!) {
  __typename
  creditStatus(diagramId: $diagramId) {
    __typename
    balance
    obtained
  }
}
    `, {"hash":"84fb44441274b59873f952665f93699e37d1dbc07c8be58d9f3447c2f0b3642a"}) as unknown as TypedDocumentString<CreditStatusQuery, CreditStatusQueryVariables>;
export const SpendCreditsDocument = new TypedDocumentString(`
    mutation SpendCredits($diagramId: Int!) {
  __typename
  spendCredits(diagramId: $diagramId) {
    __typename
    charged
    balance
    download {
      __typename
      ...DownloadLink
    }
  }
}
    fragment DownloadLink on Download {
  __typename
  diagramId
  title
  fileName
  url
  expiresAt
}`, {"hash":"301eb8cdb441b3a448cd6b41175d4d832edfcf25199b54bc8f5291dcf9534077"}) as unknown as TypedDocumentString<SpendCreditsMutation, SpendCreditsMutationVariables>;
export const WishlistDocument = new TypedDocumentString(`
    query Wishlist($locale: Locale!, $anonymousUserId: String) {
  __typename
  wishlist(anonymousUserId: $anonymousUserId) {
    __typename
    items {
      __typename
      ...WishlistItem
    }
  }
}
    fragment PreviewImage on Image {
  __typename
  url
  width
  height
}
fragment DisplayPrice on Money {
  __typename
  amount
  currency
}
fragment DiagramTile on Diagram {
  __typename
  id
  legacyId
  url
  title
  isNew
  slideCount
  image {
    __typename
    ...PreviewImage
  }
  price {
    __typename
    ...DisplayPrice
  }
}
fragment WishlistItem on Favourite {
  __typename
  id
  diagramLegacyId
  anonymousUserId
  diagram(locale: $locale) {
    __typename
    ...DiagramTile
  }
}`, {"hash":"8eb5283e2c93944ca2cd0972937b7e92d47030ef2c1fefeb7dd7ba4230c5ae6c"}) as unknown as TypedDocumentString<WishlistQuery, WishlistQueryVariables>;
export const AddFavouriteDocument = new TypedDocumentString(`
    mutation AddFavourite($diagramLegacyId: Int!, $anonymousUserId: String) {
  __typename
  addFavourite(
    diagramLegacyId: $diagramLegacyId
    anonymousUserId: $anonymousUserId
  ) {
    __typename
    anonymousUserId
    favourite {
      __typename
      id
      diagramLegacyId
    }
  }
}
    `, {"hash":"4e212c680b13af1549608bff01056c224d3bdfbdf67f581f8092643c51e7659a"}) as unknown as TypedDocumentString<AddFavouriteMutation, AddFavouriteMutationVariables>;
export const RemoveFavouriteDocument = new TypedDocumentString(`
    mutation RemoveFavourite($id: ID!, $anonymousUserId: String) {
  __typename
  removeFavourite(id: $id, anonymousUserId: $anonymousUserId)
}
    `, {"hash":"055e46348a304bbd72560e77039dd5e5228b97fe5b7eaed731c9772c5a95ce54"}) as unknown as TypedDocumentString<RemoveFavouriteMutation, RemoveFavouriteMutationVariables>;