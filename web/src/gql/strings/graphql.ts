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

export type AdvisorConstraintsFragment = { topic: string, count: number | null, minSlides: number | null, maxSlides: number | null, category: string | null, maxPrice: number | null, currency: Currency | null, style: AdvisorStyle | null, colour: AdvisorColour | null };

export type AdviseMutationVariables = Exact<{
  locale: Locale;
  message: string;
  constraints?: AdvisorConstraintsInput | null | undefined;
}>;


export type AdviseMutation = { advise: { mode: AdvisorMode, kind: AdvisorReplyKind, question: AdvisorQuestion | null, text: string | null, constraints: { topic: string, count: number | null, minSlides: number | null, maxSlides: number | null, category: string | null, maxPrice: number | null, currency: Currency | null, style: AdvisorStyle | null, colour: AdvisorColour | null }, diagrams: Array<{ id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { url: string, width: number, height: number } | null, price: { amount: string, currency: Currency } }> } };

export type AdvisorModeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdvisorModeQuery = { advisorMode: AdvisorMode };

export type PreviewImageFragment = { url: string, width: number, height: number };

export type DisplayPriceFragment = { amount: string, currency: Currency };

export type LocalizedUrlFragment = { locale: Locale, url: string };

export type CategoryLinkFragment = { id: string, name: string, url: string };

export type DiagramTileFragment = { id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { url: string, width: number, height: number } | null, price: { amount: string, currency: Currency } };

export type DiagramListingFragment = { page: number, pageCount: number, total: number, items: Array<{ id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { url: string, width: number, height: number } | null, price: { amount: string, currency: Currency } }> };

export type DownloadLinkFragment = { diagramId: number, title: string, fileName: string, url: string, expiresAt: unknown };

export type CheckoutLineFragment = { diagramId: number, specialOfferId: number | null, diagram: { id: string, title: string, url: string, image: { url: string, width: number, height: number } | null } | null, license: { id: number, description: string }, price: { amount: string, currency: Currency }, discount: { amount: string, currency: Currency }, subtotal: { amount: string, currency: Currency } };

export type PriceCartQueryVariables = Exact<{
  locale: Locale;
  items: Array<CartItemInput> | CartItemInput;
  code?: string | null | undefined;
}>;


export type PriceCartQuery = { priceCart: { code: string | null, codeStatus: CodeStatus | null, hasDiscount: boolean, lines: Array<{ diagramId: number, specialOfferId: number | null, diagram: { id: string, title: string, url: string, image: { url: string, width: number, height: number } | null } | null, license: { id: number, description: string }, price: { amount: string, currency: Currency }, discount: { amount: string, currency: Currency }, subtotal: { amount: string, currency: Currency } }>, total: { amount: string, currency: Currency }, discountTotal: { amount: string, currency: Currency } } };

export type CreditStatusQueryVariables = Exact<{
  diagramId: number;
}>;


export type CreditStatusQuery = { creditStatus: { balance: number, obtained: boolean } };

export type SpendCreditsMutationVariables = Exact<{
  diagramId: number;
}>;


export type SpendCreditsMutation = { spendCredits: { charged: number, balance: number, download: { diagramId: number, title: string, fileName: string, url: string, expiresAt: unknown } } };

export type WishlistItemFragment = { id: string, diagramLegacyId: number, anonymousUserId: string | null, diagram: { id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { url: string, width: number, height: number } | null, price: { amount: string, currency: Currency } } | null };

export type WishlistQueryVariables = Exact<{
  locale: Locale;
  anonymousUserId?: string | null | undefined;
}>;


export type WishlistQuery = { wishlist: { items: Array<{ id: string, diagramLegacyId: number, anonymousUserId: string | null, diagram: { id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { url: string, width: number, height: number } | null, price: { amount: string, currency: Currency } } | null }> } };

export type AddFavouriteMutationVariables = Exact<{
  diagramLegacyId: number;
  anonymousUserId?: string | null | undefined;
}>;


export type AddFavouriteMutation = { addFavourite: { anonymousUserId: string, favourite: { id: string, diagramLegacyId: number } } };

export type RemoveFavouriteMutationVariables = Exact<{
  id: string | number;
  anonymousUserId?: string | null | undefined;
}>;


export type RemoveFavouriteMutation = { removeFavourite: boolean };

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
  locale
  url
}
    `, {"fragmentName":"LocalizedUrl"}) as unknown as TypedDocumentString<LocalizedUrlFragment, unknown>;
export const CategoryLinkFragmentDoc = new TypedDocumentString(`
    fragment CategoryLink on Category {
  id
  name
  url
}
    `, {"fragmentName":"CategoryLink"}) as unknown as TypedDocumentString<CategoryLinkFragment, unknown>;
export const PreviewImageFragmentDoc = new TypedDocumentString(`
    fragment PreviewImage on Image {
  url
  width
  height
}
    `, {"fragmentName":"PreviewImage"}) as unknown as TypedDocumentString<PreviewImageFragment, unknown>;
export const DisplayPriceFragmentDoc = new TypedDocumentString(`
    fragment DisplayPrice on Money {
  amount
  currency
}
    `, {"fragmentName":"DisplayPrice"}) as unknown as TypedDocumentString<DisplayPriceFragment, unknown>;
export const DiagramTileFragmentDoc = new TypedDocumentString(`
    fragment DiagramTile on Diagram {
  id
  legacyId
  url
  title
  isNew
  slideCount
  image {
    ...PreviewImage
  }
  price {
    ...DisplayPrice
  }
}
    fragment PreviewImage on Image {
  url
  width
  height
}
fragment DisplayPrice on Money {
  amount
  currency
}`, {"fragmentName":"DiagramTile"}) as unknown as TypedDocumentString<DiagramTileFragment, unknown>;
export const DiagramListingFragmentDoc = new TypedDocumentString(`
    fragment DiagramListing on DiagramPage {
  items {
    ...DiagramTile
  }
  page
  pageCount
  total
}
    fragment PreviewImage on Image {
  url
  width
  height
}
fragment DisplayPrice on Money {
  amount
  currency
}
fragment DiagramTile on Diagram {
  id
  legacyId
  url
  title
  isNew
  slideCount
  image {
    ...PreviewImage
  }
  price {
    ...DisplayPrice
  }
}`, {"fragmentName":"DiagramListing"}) as unknown as TypedDocumentString<DiagramListingFragment, unknown>;
export const DownloadLinkFragmentDoc = new TypedDocumentString(`
    fragment DownloadLink on Download {
  diagramId
  title
  fileName
  url
  expiresAt
}
    `, {"fragmentName":"DownloadLink"}) as unknown as TypedDocumentString<DownloadLinkFragment, unknown>;
export const CheckoutLineFragmentDoc = new TypedDocumentString(`
    fragment CheckoutLine on CartLine {
  diagramId
  specialOfferId
  diagram {
    id
    title
    url
    image {
      ...PreviewImage
    }
  }
  license {
    id
    description
  }
  price {
    ...DisplayPrice
  }
  discount {
    ...DisplayPrice
  }
  subtotal {
    ...DisplayPrice
  }
}
    fragment PreviewImage on Image {
  url
  width
  height
}
fragment DisplayPrice on Money {
  amount
  currency
}`, {"fragmentName":"CheckoutLine"}) as unknown as TypedDocumentString<CheckoutLineFragment, unknown>;
export const WishlistItemFragmentDoc = new TypedDocumentString(`
    fragment WishlistItem on Favourite {
  id
  diagramLegacyId
  anonymousUserId
  diagram(locale: $locale) {
    ...DiagramTile
  }
}
    fragment PreviewImage on Image {
  url
  width
  height
}
fragment DisplayPrice on Money {
  amount
  currency
}
fragment DiagramTile on Diagram {
  id
  legacyId
  url
  title
  isNew
  slideCount
  image {
    ...PreviewImage
  }
  price {
    ...DisplayPrice
  }
}`, {"fragmentName":"WishlistItem"}) as unknown as TypedDocumentString<WishlistItemFragment, unknown>;
export const AdviseDocument = new TypedDocumentString(`
    mutation Advise($locale: Locale!, $message: String!, $constraints: AdvisorConstraintsInput) {
  advise(locale: $locale, message: $message, constraints: $constraints) {
    mode
    kind
    question
    text
    constraints {
      ...AdvisorConstraints
    }
    diagrams {
      ...DiagramTile
    }
  }
}
    fragment AdvisorConstraints on AdvisorConstraints {
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
  url
  width
  height
}
fragment DisplayPrice on Money {
  amount
  currency
}
fragment DiagramTile on Diagram {
  id
  legacyId
  url
  title
  isNew
  slideCount
  image {
    ...PreviewImage
  }
  price {
    ...DisplayPrice
  }
}`) as unknown as TypedDocumentString<AdviseMutation, AdviseMutationVariables>;
export const AdvisorModeDocument = new TypedDocumentString(`
    query AdvisorMode {
  advisorMode
}
    `) as unknown as TypedDocumentString<AdvisorModeQuery, AdvisorModeQueryVariables>;
export const PriceCartDocument = new TypedDocumentString(`
    query PriceCart($locale: Locale!, $items: [CartItemInput!]!, $code: String) {
  priceCart(locale: $locale, items: $items, code: $code) {
    lines {
      ...CheckoutLine
    }
    code
    codeStatus
    hasDiscount
    total {
      ...DisplayPrice
    }
    discountTotal {
      ...DisplayPrice
    }
  }
}
    fragment PreviewImage on Image {
  url
  width
  height
}
fragment DisplayPrice on Money {
  amount
  currency
}
fragment CheckoutLine on CartLine {
  diagramId
  specialOfferId
  diagram {
    id
    title
    url
    image {
      ...PreviewImage
    }
  }
  license {
    id
    description
  }
  price {
    ...DisplayPrice
  }
  discount {
    ...DisplayPrice
  }
  subtotal {
    ...DisplayPrice
  }
}`) as unknown as TypedDocumentString<PriceCartQuery, PriceCartQueryVariables>;
export const CreditStatusDocument = new TypedDocumentString(`
    query CreditStatus($diagramId: Int!) {
  creditStatus(diagramId: $diagramId) {
    balance
    obtained
  }
}
    `) as unknown as TypedDocumentString<CreditStatusQuery, CreditStatusQueryVariables>;
export const SpendCreditsDocument = new TypedDocumentString(`
    mutation SpendCredits($diagramId: Int!) {
  spendCredits(diagramId: $diagramId) {
    charged
    balance
    download {
      ...DownloadLink
    }
  }
}
    fragment DownloadLink on Download {
  diagramId
  title
  fileName
  url
  expiresAt
}`) as unknown as TypedDocumentString<SpendCreditsMutation, SpendCreditsMutationVariables>;
export const WishlistDocument = new TypedDocumentString(`
    query Wishlist($locale: Locale!, $anonymousUserId: String) {
  wishlist(anonymousUserId: $anonymousUserId) {
    items {
      ...WishlistItem
    }
  }
}
    fragment PreviewImage on Image {
  url
  width
  height
}
fragment DisplayPrice on Money {
  amount
  currency
}
fragment DiagramTile on Diagram {
  id
  legacyId
  url
  title
  isNew
  slideCount
  image {
    ...PreviewImage
  }
  price {
    ...DisplayPrice
  }
}
fragment WishlistItem on Favourite {
  id
  diagramLegacyId
  anonymousUserId
  diagram(locale: $locale) {
    ...DiagramTile
  }
}`) as unknown as TypedDocumentString<WishlistQuery, WishlistQueryVariables>;
export const AddFavouriteDocument = new TypedDocumentString(`
    mutation AddFavourite($diagramLegacyId: Int!, $anonymousUserId: String) {
  addFavourite(
    diagramLegacyId: $diagramLegacyId
    anonymousUserId: $anonymousUserId
  ) {
    anonymousUserId
    favourite {
      id
      diagramLegacyId
    }
  }
}
    `) as unknown as TypedDocumentString<AddFavouriteMutation, AddFavouriteMutationVariables>;
export const RemoveFavouriteDocument = new TypedDocumentString(`
    mutation RemoveFavourite($id: ID!, $anonymousUserId: String) {
  removeFavourite(id: $id, anonymousUserId: $anonymousUserId)
}
    `) as unknown as TypedDocumentString<RemoveFavouriteMutation, RemoveFavouriteMutationVariables>;