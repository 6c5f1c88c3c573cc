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

export type CardInput = {
  cvc: string;
  expMonth: number;
  expYear: number;
  name: string;
  number: string;
};

/** A cart item. Prices are never sent: the shop prices the cart. */
export type CartItemInput = {
  /** The diagram's legacyId (the shop's diagram_id). */
  diagramId: number;
  /** 1, 'Single user', is the only licence. */
  licenseId?: number | null | undefined;
  /** A special offer (legacy id) claimed for this line. */
  specialOfferId?: number | null | undefined;
};

/** Spec §9 sort options: 0 original order, 1 price ascending, 2 price descending, 3 created_at ascending. */
export type CatalogueSort =
  /** Created ascending (3): oldest release first. */
  | 'CREATED_ASC'
  /** Original order (0): by legacy id. */
  | 'ORIGINAL'
  /** Price ascending (1), by the USD price. */
  | 'PRICE_ASC'
  /** Price descending (2), by the USD price. */
  | 'PRICE_DESC';

/** The icon the shop shows beside a category, chosen by the category slug. */
export type CategoryIcon =
  /** Bundles (slug bundles). */
  | 'bundle'
  /** Content-ready slides (slug content-ready-ppt). */
  | 'business'
  /** Data charts (slug data-charts-ppt). */
  | 'charts'
  /** Creative styles (slug creative-styles-ppt). */
  | 'creative'
  /** Diagrams (slug diagrams-powerpoint). */
  | 'diagram'
  /** Free downloads (slug free). */
  | 'free'
  /** Icons (slug icons-powerpoint). */
  | 'icons'
  /** Maps (slug powerpoint-maps). */
  | 'maps'
  /** New arrivals (slug new). */
  | 'new';

/** What the shop made of the cart's discount code. */
export type CodeStatus =
  /** Valid: it discounts at least one line. */
  | 'APPLIED'
  /** The code exists but is no longer (or not yet) valid. */
  | 'EXPIRED'
  /** No such code. */
  | 'UNKNOWN';

/** The /contact form: stored for staff, mailed to the shop's address, acknowledged. */
export type ContactMessageInput = {
  /** The agreement checkbox; false is TERMS_REQUIRED. */
  agreement: boolean;
  /** The agreement label the visitor ticked, word for word (up to 500 characters): stored with the consent. */
  consentText?: string | null | undefined;
  email: string;
  /** The ALTCHA widget's payload (its hidden `altcha` field) solving a humanChallenge of this form; each verifies once. A proof solved for another form is HUMAN_PROOF_INVALID. HUMAN_PROOF_MISSING, HUMAN_PROOF_INVALID, HUMAN_PROOF_EXPIRED, HUMAN_PROOF_REPLAYED. */
  humanProof?: string | null | undefined;
  /** Up to 5,000 characters. */
  message: string;
  /** Up to 200 characters. */
  name: string;
};

/** GRANT (a paid period), SPEND (a diagram), EXPIRE (past the grant's expiry), REFUND (a refunded period's unspent credits taken back). */
export type CreditEntryKind =
  | 'EXPIRE'
  | 'GRANT'
  | 'REFUND'
  | 'SPEND';

/** A currency of price sets; USD is the base currency. */
export type Currency =
  | 'CAD'
  | 'EUR'
  | 'GBP'
  | 'USD';

export type CustomerInput = {
  company?: string | null | undefined;
  /** ISO 3166 alpha-2, e.g. "DE". */
  country: string;
  email: string;
  name: string;
  vatId?: string | null | undefined;
};

/** Spec §2's newsletter block: the free sample by mail, and the newsletter (double opt-in). */
export type FreeSampleInput = {
  /** The agreement checkbox; false is TERMS_REQUIRED. */
  agreement: boolean;
  /** The agreement label the visitor ticked, word for word (up to 500 characters): stored with the consent. */
  consentText?: string | null | undefined;
  email: string;
  /** The ALTCHA widget's payload (its hidden `altcha` field) solving a humanChallenge of this form; each verifies once. A proof solved for another form is HUMAN_PROOF_INVALID. HUMAN_PROOF_MISSING, HUMAN_PROOF_INVALID, HUMAN_PROOF_EXPIRED, HUMAN_PROOF_REPLAYED. */
  humanProof?: string | null | undefined;
  /** Up to 2,000 characters. */
  message: string;
};

/** How the account obtained the diagram. */
export type LibrarySource =
  | 'CREDITS'
  | 'PURCHASE';

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

/** CREATED until paid; PAID once paid; REFUNDED once the payment was refunded in full (no more downloads). */
export type OrderStatus =
  | 'CREATED'
  | 'PAID'
  | 'REFUNDED';

/** How an order is paid: CARD on the shop's own card form (payOrder; the built-in test provider, never in production), HOSTED on the payment provider's page (startOrderCheckout; card numbers never reach the shop). */
export type PaymentFlow =
  | 'CARD'
  | 'HOSTED';

/** A form that takes a human proof: a challenge is signed for one, and only that form's mutation spends it. */
export type ProtectedForm =
  /** sendContactMessage (/contact). */
  | 'CONTACT'
  /** forgotPassword. */
  | 'FORGOT_PASSWORD'
  /** requestFreeSample (spec §2's newsletter block). */
  | 'NEWSLETTER'
  /** register. */
  | 'REGISTER';

/** PENDING until the first period is paid; ACTIVE; PAST_DUE after a declined renewal; CANCELLED (no more renewals). */
export type SubscriptionStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'PAST_DUE'
  | 'PENDING';

/** A paragraph (one text), a bulleted list or numbered steps (one text per item). */
export type TextBlockKind =
  | 'BULLETS'
  | 'PARAGRAPH'
  | 'STEPS';

export type AccountOrderFragment = { __typename: 'Order', key: string, status: OrderStatus, email: string, currency: Currency, total: { __typename: 'Money', amount: string, currency: Currency }, lines: Array<{ __typename: 'CartLine', diagramId: number, diagram: { __typename: 'Diagram', id: string, title: string } | null }>, downloads: Array<{ __typename: 'Download', diagramId: number, title: string, fileName: string, url: string, expiresAt: unknown }> };

export type MyOrdersQueryVariables = Exact<{
  locale: Locale;
}>;


export type MyOrdersQuery = { __typename: 'Query', myOrders: Array<{ __typename: 'Order', key: string, status: OrderStatus, email: string, currency: Currency, total: { __typename: 'Money', amount: string, currency: Currency }, lines: Array<{ __typename: 'CartLine', diagramId: number, diagram: { __typename: 'Diagram', id: string, title: string } | null }>, downloads: Array<{ __typename: 'Download', diagramId: number, title: string, fileName: string, url: string, expiresAt: unknown }> }> };

export type MyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataQuery = { __typename: 'Query', myData: string };

export type ResendReceiptMutationVariables = Exact<{
  orderKey: string;
}>;


export type ResendReceiptMutation = { __typename: 'Mutation', resendReceipt: boolean };

export type DeleteAccountMutationVariables = Exact<{
  password: string;
}>;


export type DeleteAccountMutation = { __typename: 'Mutation', deleteAccount: boolean };

export type SignInMutationVariables = Exact<{
  identifier: string;
  password: string;
  locale: Locale;
  anonymousUserId?: string | null | undefined;
}>;


export type SignInMutation = { __typename: 'Mutation', signIn: { __typename: 'AuthPayload', jwt: string, user: { __typename: 'User', id: string, username: string, email: string, confirmed: boolean, locale: Locale } } };

export type RegisterMutationVariables = Exact<{
  email: string;
  password: string;
  locale: Locale;
  anonymousUserId?: string | null | undefined;
  humanProof?: string | null | undefined;
}>;


export type RegisterMutation = { __typename: 'Mutation', register: { __typename: 'AuthPayload', jwt: string, user: { __typename: 'User', id: string, username: string, email: string, confirmed: boolean, locale: Locale } } };

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
  locale: Locale;
  humanProof?: string | null | undefined;
}>;


export type ForgotPasswordMutation = { __typename: 'Mutation', forgotPassword: boolean };

export type ResetPasswordMutationVariables = Exact<{
  code: string;
  password: string;
  passwordConfirmation: string;
}>;


export type ResetPasswordMutation = { __typename: 'Mutation', resetPassword: { __typename: 'AuthPayload', jwt: string, user: { __typename: 'User', id: string, username: string, email: string, confirmed: boolean, locale: Locale } } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}>;


export type ChangePasswordMutation = { __typename: 'Mutation', changePassword: { __typename: 'AuthPayload', jwt: string, user: { __typename: 'User', id: string, username: string, email: string, confirmed: boolean, locale: Locale } } };

export type SendEmailConfirmationMutationVariables = Exact<{
  email: string;
  locale: Locale;
}>;


export type SendEmailConfirmationMutation = { __typename: 'Mutation', sendEmailConfirmation: boolean };

export type ConfirmEmailMutationVariables = Exact<{
  confirmation: string;
}>;


export type ConfirmEmailMutation = { __typename: 'Mutation', confirmEmail: boolean };

export type SocialSignInMutationVariables = Exact<{
  provider: string;
  callbackQuery: string;
  upstreamSession: string;
  anonymousUserId?: string | null | undefined;
}>;


export type SocialSignInMutation = { __typename: 'Mutation', socialSignIn: { __typename: 'AuthPayload', jwt: string, user: { __typename: 'User', id: string, username: string, email: string, confirmed: boolean, locale: Locale } } };

export type AuthProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProvidersQuery = { __typename: 'Query', authProviders: Array<{ __typename: 'AuthProvider', name: string, label: string }> };

export type AdvisorConstraintsFragment = { __typename: 'AdvisorConstraints', topic: string, count: number | null, minSlides: number | null, maxSlides: number | null, category: string | null, maxPrice: number | null, currency: Currency | null, style: AdvisorStyle | null, colour: AdvisorColour | null };

export type AdviseMutationVariables = Exact<{
  locale: Locale;
  message: string;
  constraints?: AdvisorConstraintsInput | null | undefined;
}>;


export type AdviseMutation = { __typename: 'Mutation', advise: { __typename: 'AdvisorReply', mode: AdvisorMode, kind: AdvisorReplyKind, question: AdvisorQuestion | null, text: string | null, constraints: { __typename: 'AdvisorConstraints', topic: string, count: number | null, minSlides: number | null, maxSlides: number | null, category: string | null, maxPrice: number | null, currency: Currency | null, style: AdvisorStyle | null, colour: AdvisorColour | null }, diagrams: Array<{ __typename: 'Diagram', id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { __typename: 'Image', url: string, width: number, height: number } | null, price: { __typename: 'Money', amount: string, currency: Currency } }> } };

export type AdvisorModeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdvisorModeQuery = { __typename: 'Query', advisorMode: AdvisorMode };

export type CategoryElsewhereQueryVariables = Exact<{
  url: string;
}>;


export type CategoryElsewhereQuery = { __typename: 'Query', alternates: Array<{ __typename: 'LocalizedLink', locale: Locale, url: string }> };

export type CategoryPageQueryVariables = Exact<{
  locale: Locale;
  url: string;
  sort: CatalogueSort;
  page: number;
}>;


export type CategoryPageQuery = { __typename: 'Query', category: { __typename: 'Category', locale: Locale, icon: CategoryIcon | null, id: string, name: string, url: string, parent: { __typename: 'Category', id: string, name: string, url: string } | null, children: Array<{ __typename: 'Category', id: string, name: string, url: string }>, localizations: Array<{ __typename: 'LocalizedLink', locale: Locale, url: string }> } | null, catalogue: { __typename: 'DiagramPage', page: number, pageCount: number, total: number, items: Array<{ __typename: 'Diagram', id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { __typename: 'Image', url: string, width: number, height: number } | null, price: { __typename: 'Money', amount: string, currency: Currency } }> } };

export type HomeCategoriesQueryVariables = Exact<{
  locale: Locale;
}>;


export type HomeCategoriesQuery = { __typename: 'Query', topLevelCategories: Array<{ __typename: 'Category', id: string, name: string, url: string, icon: CategoryIcon | null }>, popularCategories: Array<{ __typename: 'Category', id: string, name: string, url: string }> };

export type DiagramElsewhereQueryVariables = Exact<{
  url: string;
}>;


export type DiagramElsewhereQuery = { __typename: 'Query', alternates: Array<{ __typename: 'LocalizedLink', locale: Locale, url: string }> };

export type DiagramPageQueryVariables = Exact<{
  locale: Locale;
  url: string;
}>;


export type DiagramPageQuery = { __typename: 'Query', diagram: { __typename: 'Diagram', legacyId: number, locale: Locale, creditCost: number, id: string, url: string, title: string, isNew: boolean, slideCount: number, slides: Array<{ __typename: 'Slide', id: string, title: string, urlTitle: string, image: { __typename: 'Image', url: string, width: number, height: number } | null }>, categories: Array<{ __typename: 'Category', id: string, name: string, url: string, parent: { __typename: 'Category', id: string, name: string, url: string } | null }>, localizations: Array<{ __typename: 'LocalizedLink', locale: Locale, url: string }>, specialOffers: Array<{ __typename: 'SpecialOffer', id: number, percentOff: string, qualifyingDiagramIds: Array<number>, qualifyingDiagrams: Array<{ __typename: 'Diagram', legacyId: number, title: string, url: string }> }>, image: { __typename: 'Image', url: string, width: number, height: number } | null, price: { __typename: 'Money', amount: string, currency: Currency } } | null };

export type CatalogueQueryVariables = Exact<{
  locale: Locale;
  tag?: string | null | undefined;
  sort: CatalogueSort;
  page: number;
}>;


export type CatalogueQuery = { __typename: 'Query', catalogue: { __typename: 'DiagramPage', page: number, pageCount: number, total: number, items: Array<{ __typename: 'Diagram', id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { __typename: 'Image', url: string, width: number, height: number } | null, price: { __typename: 'Money', amount: string, currency: Currency } }> } };

export type PreviewImageFragment = { __typename: 'Image', url: string, width: number, height: number };

export type DisplayPriceFragment = { __typename: 'Money', amount: string, currency: Currency };

export type LocalizedUrlFragment = { __typename: 'LocalizedLink', locale: Locale, url: string };

export type CategoryLinkFragment = { __typename: 'Category', id: string, name: string, url: string };

export type DiagramTileFragment = { __typename: 'Diagram', id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { __typename: 'Image', url: string, width: number, height: number } | null, price: { __typename: 'Money', amount: string, currency: Currency } };

export type DiagramListingFragment = { __typename: 'DiagramPage', page: number, pageCount: number, total: number, items: Array<{ __typename: 'Diagram', id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { __typename: 'Image', url: string, width: number, height: number } | null, price: { __typename: 'Money', amount: string, currency: Currency } }> };

export type SearchQueryVariables = Exact<{
  locale: Locale;
  query: string;
  page: number;
}>;


export type SearchQuery = { __typename: 'Query', search: { __typename: 'SearchResults', query: string, page: number, pageCount: number, total: number, items: Array<{ __typename: 'Diagram', id: string, legacyId: number, url: string, title: string, isNew: boolean, slideCount: number, image: { __typename: 'Image', url: string, width: number, height: number } | null, price: { __typename: 'Money', amount: string, currency: Currency } }> } };

export type SlideElsewhereQueryVariables = Exact<{
  urlTitle: string;
}>;


export type SlideElsewhereQuery = { __typename: 'Query', alternates: Array<{ __typename: 'LocalizedLink', locale: Locale, url: string }> };

export type SlidePageQueryVariables = Exact<{
  locale: Locale;
  urlTitle: string;
}>;


export type SlidePageQuery = { __typename: 'Query', slide: { __typename: 'Slide', id: string, title: string, urlTitle: string, number: number, locale: Locale, image: { __typename: 'Image', url: string, width: number, height: number } | null, localizations: Array<{ __typename: 'LocalizedLink', locale: Locale, url: string }>, diagram: { __typename: 'Diagram', id: string, url: string, title: string, slideCount: number, price: { __typename: 'Money', amount: string, currency: Currency }, slides: Array<{ __typename: 'Slide', id: string, title: string, urlTitle: string }> } } | null };

export type CheckoutOrderFragment = { __typename: 'Order', key: string, reference: string, status: OrderStatus, paymentFlow: PaymentFlow | null, email: string, name: string, country: string, lines: Array<{ __typename: 'CartLine', diagramId: number, specialOfferId: number | null, diagram: { __typename: 'Diagram', id: string, title: string, url: string, image: { __typename: 'Image', url: string, width: number, height: number } | null } | null, license: { __typename: 'License', id: number, description: string }, price: { __typename: 'Money', amount: string, currency: Currency }, discount: { __typename: 'Money', amount: string, currency: Currency }, subtotal: { __typename: 'Money', amount: string, currency: Currency } }>, total: { __typename: 'Money', amount: string, currency: Currency }, discountTotal: { __typename: 'Money', amount: string, currency: Currency } };

export type CheckoutOrderQueryVariables = Exact<{
  locale: Locale;
  key: string;
}>;


export type CheckoutOrderQuery = { __typename: 'Query', order: { __typename: 'Order', key: string, reference: string, status: OrderStatus, paymentFlow: PaymentFlow | null, email: string, name: string, country: string, lines: Array<{ __typename: 'CartLine', diagramId: number, specialOfferId: number | null, diagram: { __typename: 'Diagram', id: string, title: string, url: string, image: { __typename: 'Image', url: string, width: number, height: number } | null } | null, license: { __typename: 'License', id: number, description: string }, price: { __typename: 'Money', amount: string, currency: Currency }, discount: { __typename: 'Money', amount: string, currency: Currency }, subtotal: { __typename: 'Money', amount: string, currency: Currency } }>, total: { __typename: 'Money', amount: string, currency: Currency }, discountTotal: { __typename: 'Money', amount: string, currency: Currency } } | null };

export type CreateOrderMutationVariables = Exact<{
  locale: Locale;
  idempotencyKey: string;
  items: Array<CartItemInput> | CartItemInput;
  code?: string | null | undefined;
  customer: CustomerInput;
}>;


export type CreateOrderMutation = { __typename: 'Mutation', createOrder: { __typename: 'Order', key: string, status: OrderStatus } };

export type PayOrderMutationVariables = Exact<{
  locale: Locale;
  key: string;
  idempotencyKey: string;
  card: CardInput;
}>;


export type PayOrderMutation = { __typename: 'Mutation', payOrder: { __typename: 'PaymentResult', status: OrderStatus, order: { __typename: 'Order', key: string, reference: string, status: OrderStatus, paymentFlow: PaymentFlow | null, email: string, name: string, country: string, lines: Array<{ __typename: 'CartLine', diagramId: number, specialOfferId: number | null, diagram: { __typename: 'Diagram', id: string, title: string, url: string, image: { __typename: 'Image', url: string, width: number, height: number } | null } | null, license: { __typename: 'License', id: number, description: string }, price: { __typename: 'Money', amount: string, currency: Currency }, discount: { __typename: 'Money', amount: string, currency: Currency }, subtotal: { __typename: 'Money', amount: string, currency: Currency } }>, total: { __typename: 'Money', amount: string, currency: Currency }, discountTotal: { __typename: 'Money', amount: string, currency: Currency } } | null } };

export type StartOrderCheckoutMutationVariables = Exact<{
  locale: Locale;
  key: string;
  idempotencyKey: string;
}>;


export type StartOrderCheckoutMutation = { __typename: 'Mutation', startOrderCheckout: { __typename: 'OrderCheckout', status: OrderStatus, url: string | null } };

export type OrderDownloadsQueryVariables = Exact<{
  locale: Locale;
  key: string;
}>;


export type OrderDownloadsQuery = { __typename: 'Query', order: { __typename: 'Order', key: string, status: OrderStatus, email: string, total: { __typename: 'Money', amount: string, currency: Currency }, downloads: Array<{ __typename: 'Download', diagramId: number, title: string, fileName: string, url: string, expiresAt: unknown }> } | null };

export type DownloadLinkFragment = { __typename: 'Download', diagramId: number, title: string, fileName: string, url: string, expiresAt: unknown };

export type CheckoutLineFragment = { __typename: 'CartLine', diagramId: number, specialOfferId: number | null, diagram: { __typename: 'Diagram', id: string, title: string, url: string, image: { __typename: 'Image', url: string, width: number, height: number } | null } | null, license: { __typename: 'License', id: number, description: string }, price: { __typename: 'Money', amount: string, currency: Currency }, discount: { __typename: 'Money', amount: string, currency: Currency }, subtotal: { __typename: 'Money', amount: string, currency: Currency } };

export type PriceCartQueryVariables = Exact<{
  locale: Locale;
  items: Array<CartItemInput> | CartItemInput;
  code?: string | null | undefined;
}>;


export type PriceCartQuery = { __typename: 'Query', priceCart: { __typename: 'PricedCart', code: string | null, codeStatus: CodeStatus | null, hasDiscount: boolean, lines: Array<{ __typename: 'CartLine', diagramId: number, specialOfferId: number | null, diagram: { __typename: 'Diagram', id: string, title: string, url: string, image: { __typename: 'Image', url: string, width: number, height: number } | null } | null, license: { __typename: 'License', id: number, description: string }, price: { __typename: 'Money', amount: string, currency: Currency }, discount: { __typename: 'Money', amount: string, currency: Currency }, subtotal: { __typename: 'Money', amount: string, currency: Currency } }>, total: { __typename: 'Money', amount: string, currency: Currency }, discountTotal: { __typename: 'Money', amount: string, currency: Currency } } };

export type StaticPageQueryVariables = Exact<{
  locale: Locale;
  key: string;
}>;


export type StaticPageQuery = { __typename: 'Query', staticPage: { __typename: 'StaticPage', title: string, description: string, lead: string, sections: Array<{ __typename: 'StaticPageSection', anchor: string | null, heading: string, blocks: Array<{ __typename: 'TextBlock', kind: TextBlockKind, texts: Array<string> }>, action: { __typename: 'PageAction', label: string, href: string } | null }>, faqGroups: Array<{ __typename: 'FaqGroup', heading: string, entries: Array<{ __typename: 'FaqEntry', question: string, answer: string }> }> } | null };

export type ShopFrameQueryVariables = Exact<{
  locale: Locale;
}>;


export type ShopFrameQuery = { __typename: 'Query', topLevelCategories: Array<{ __typename: 'Category', id: string, name: string, url: string }>, popularCategories: Array<{ __typename: 'Category', id: string, name: string, url: string }>, menuCategories: Array<{ __typename: 'Category', id: string, name: string, url: string }>, bundlesCategory: { __typename: 'Category', id: string, name: string, url: string } | null, freeSample: { __typename: 'FreeSample', category: { __typename: 'Category', id: string, name: string, url: string } | null, diagram: { __typename: 'Diagram', id: string, url: string } | null } };

export type CreditStatusQueryVariables = Exact<{
  diagramId: number;
}>;


export type CreditStatusQuery = { __typename: 'Query', creditStatus: { __typename: 'CreditStatus', balance: number, obtained: boolean } };

export type SpendCreditsMutationVariables = Exact<{
  diagramId: number;
}>;


export type SpendCreditsMutation = { __typename: 'Mutation', spendCredits: { __typename: 'CreditSpend', charged: number, balance: number, download: { __typename: 'Download', diagramId: number, title: string, fileName: string, url: string, expiresAt: unknown } } };

export type AccountSubscriptionFragment = { __typename: 'Subscription', id: string, status: SubscriptionStatus, planName: string, paymentCycleMonths: number, nextRenewalAt: unknown, cancelledAt: unknown, billingPortal: boolean, price: { __typename: 'Money', amount: string, currency: Currency } };

export type AccountPlanQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPlanQuery = { __typename: 'Query', mySubscription: { __typename: 'Subscription', id: string, status: SubscriptionStatus, planName: string, paymentCycleMonths: number, nextRenewalAt: unknown, cancelledAt: unknown, billingPortal: boolean, price: { __typename: 'Money', amount: string, currency: Currency } } | null, myCredits: { __typename: 'Credits', balance: number, nextExpiry: { __typename: 'CreditExpiry', amount: number, expiresAt: unknown } | null } };

export type CancelSubscriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelSubscriptionMutation = { __typename: 'Mutation', cancelSubscription: { __typename: 'Subscription', id: string, status: SubscriptionStatus } };

export type AccountLibraryQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountLibraryQuery = { __typename: 'Query', myLibrary: Array<{ __typename: 'LibraryItem', diagramId: number, title: string, obtainedAt: unknown, source: LibrarySource, download: { __typename: 'Download', diagramId: number, title: string, fileName: string, url: string, expiresAt: unknown } }>, myCredits: { __typename: 'Credits', balance: number, entries: Array<{ __typename: 'CreditEntry', id: string, kind: CreditEntryKind, amount: number, createdAt: unknown, expiresAt: unknown, title: string | null }> } };

export type PlanOfferFragment = { __typename: 'Plan', id: string, legacyId: number, name: string, credits: number, bonus: number, paymentCycleMonths: number, creditsExpirationDays: number, price: { __typename: 'Money', amount: string, currency: Currency } };

export type PlanListQueryVariables = Exact<{
  locale: Locale;
}>;


export type PlanListQuery = { __typename: 'Query', plans: Array<{ __typename: 'Plan', id: string, legacyId: number, name: string, credits: number, bonus: number, paymentCycleMonths: number, creditsExpirationDays: number, price: { __typename: 'Money', amount: string, currency: Currency } }> };

export type PlanOrderQueryVariables = Exact<{
  locale: Locale;
  id: string | number;
}>;


export type PlanOrderQuery = { __typename: 'Query', plan: { __typename: 'Plan', id: string, legacyId: number, name: string, credits: number, bonus: number, paymentCycleMonths: number, creditsExpirationDays: number, price: { __typename: 'Money', amount: string, currency: Currency } } | null };

export type PlanCheckoutSubscriptionFragment = { __typename: 'Subscription', id: string, status: SubscriptionStatus, planLegacyId: number, planName: string, credits: number, bonus: number, paymentCycleMonths: number, creditsExpirationDays: number, paymentFlow: PaymentFlow | null, billingPortal: boolean, price: { __typename: 'Money', amount: string, currency: Currency } };

export type PlanCheckoutSubscriptionQueryVariables = Exact<{
  id: string | number;
}>;


export type PlanCheckoutSubscriptionQuery = { __typename: 'Query', subscription: { __typename: 'Subscription', id: string, status: SubscriptionStatus, planLegacyId: number, planName: string, credits: number, bonus: number, paymentCycleMonths: number, creditsExpirationDays: number, paymentFlow: PaymentFlow | null, billingPortal: boolean, price: { __typename: 'Money', amount: string, currency: Currency } } | null };

export type PlanCheckoutBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type PlanCheckoutBalanceQuery = { __typename: 'Query', myCredits: { __typename: 'Credits', balance: number } };

export type SubscribeToPlanMutationVariables = Exact<{
  planId: string | number;
  idempotencyKey: string;
}>;


export type SubscribeToPlanMutation = { __typename: 'Mutation', subscribe: { __typename: 'Subscription', id: string, status: SubscriptionStatus, planLegacyId: number, planName: string, credits: number, bonus: number, paymentCycleMonths: number, creditsExpirationDays: number, paymentFlow: PaymentFlow | null, billingPortal: boolean, price: { __typename: 'Money', amount: string, currency: Currency } } };

export type PayPlanSubscriptionMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string;
  card: CardInput;
}>;


export type PayPlanSubscriptionMutation = { __typename: 'Mutation', paySubscription: { __typename: 'SubscriptionPayment', declined: boolean, granted: number, subscription: { __typename: 'Subscription', id: string, status: SubscriptionStatus, planLegacyId: number, planName: string, credits: number, bonus: number, paymentCycleMonths: number, creditsExpirationDays: number, paymentFlow: PaymentFlow | null, billingPortal: boolean, price: { __typename: 'Money', amount: string, currency: Currency } } } };

export type StartPlanCheckoutMutationVariables = Exact<{
  locale: Locale;
  id: string | number;
  idempotencyKey: string;
}>;


export type StartPlanCheckoutMutation = { __typename: 'Mutation', startPlanCheckout: { __typename: 'PlanCheckout', status: SubscriptionStatus, url: string | null } };

export type OpenBillingPortalMutationVariables = Exact<{
  locale: Locale;
  id: string | number;
}>;


export type OpenBillingPortalMutation = { __typename: 'Mutation', billingPortal: string };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
  locale: Locale;
}>;


export type SendContactMessageMutation = { __typename: 'Mutation', sendContactMessage: boolean };

export type RequestFreeSampleMutationVariables = Exact<{
  input: FreeSampleInput;
  locale: Locale;
}>;


export type RequestFreeSampleMutation = { __typename: 'Mutation', requestFreeSample: boolean };

export type ConfirmNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmNewsletterMutation = { __typename: 'Mutation', confirmNewsletter: boolean };

export type UnsubscribeNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeNewsletterMutation = { __typename: 'Mutation', unsubscribeNewsletter: boolean };

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

export type SitemapCategoryFragment = { __typename: 'Category', url: string, locale: Locale, localizations: Array<{ __typename: 'LocalizedLink', locale: Locale, url: string }> };

export type SitemapSizeQueryVariables = Exact<{
  pageSize: number;
}>;


export type SitemapSizeQuery = { __typename: 'Query', catalogue: { __typename: 'DiagramPage', pageCount: number } };

export type SitemapDiagramsQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type SitemapDiagramsQuery = { __typename: 'Query', catalogue: { __typename: 'DiagramPage', items: Array<{ __typename: 'Diagram', url: string, locale: Locale, localizations: Array<{ __typename: 'LocalizedLink', locale: Locale, url: string }>, slides: Array<{ __typename: 'Slide', urlTitle: string, locale: Locale, localizations: Array<{ __typename: 'LocalizedLink', locale: Locale, url: string }> }> }> } };

export type SitemapCategoriesQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type SitemapCategoriesQuery = { __typename: 'Query', topLevelCategories: Array<{ __typename: 'Category', url: string, locale: Locale, localizations: Array<{ __typename: 'LocalizedLink', locale: Locale, url: string }> }>, catalogue: { __typename: 'DiagramPage', pageCount: number, items: Array<{ __typename: 'Diagram', categories: Array<{ __typename: 'Category', url: string, locale: Locale, parent: { __typename: 'Category', url: string, locale: Locale, localizations: Array<{ __typename: 'LocalizedLink', locale: Locale, url: string }> } | null, localizations: Array<{ __typename: 'LocalizedLink', locale: Locale, url: string }> }> }> } };

export type SessionUserFragment = { __typename: 'User', id: string, username: string, email: string, confirmed: boolean, locale: Locale };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'User', id: string, username: string, email: string, confirmed: boolean, locale: Locale } | null };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { __typename: 'Mutation', signOut: boolean };

export type HumanChallengeQueryVariables = Exact<{
  form: ProtectedForm;
}>;


export type HumanChallengeQuery = { __typename: 'Query', humanChallenge: { __typename: 'HumanChallenge', payload: string } };

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
export const DisplayPriceFragmentDoc = new TypedDocumentString(`
    fragment DisplayPrice on Money {
  __typename
  amount
  currency
}
    `, {"fragmentName":"DisplayPrice"}) as unknown as TypedDocumentString<DisplayPriceFragment, unknown>;
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
export const AccountOrderFragmentDoc = new TypedDocumentString(`
    fragment AccountOrder on Order {
  __typename
  key
  status
  email
  currency
  total {
    __typename
    ...DisplayPrice
  }
  lines {
    __typename
    diagramId
    diagram {
      __typename
      id
      title
    }
  }
  downloads {
    __typename
    ...DownloadLink
  }
}
    fragment DisplayPrice on Money {
  __typename
  amount
  currency
}
fragment DownloadLink on Download {
  __typename
  diagramId
  title
  fileName
  url
  expiresAt
}`, {"fragmentName":"AccountOrder"}) as unknown as TypedDocumentString<AccountOrderFragment, unknown>;
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
export const CheckoutOrderFragmentDoc = new TypedDocumentString(`
    fragment CheckoutOrder on Order {
  __typename
  key
  reference
  status
  paymentFlow
  email
  name
  country
  lines {
    __typename
    ...CheckoutLine
  }
  total {
    __typename
    ...DisplayPrice
  }
  discountTotal {
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
}`, {"fragmentName":"CheckoutOrder"}) as unknown as TypedDocumentString<CheckoutOrderFragment, unknown>;
export const AccountSubscriptionFragmentDoc = new TypedDocumentString(`
    fragment AccountSubscription on Subscription {
  __typename
  id
  status
  planName
  price {
    __typename
    ...DisplayPrice
  }
  paymentCycleMonths
  nextRenewalAt
  cancelledAt
  billingPortal
}
    fragment DisplayPrice on Money {
  __typename
  amount
  currency
}`, {"fragmentName":"AccountSubscription"}) as unknown as TypedDocumentString<AccountSubscriptionFragment, unknown>;
export const PlanOfferFragmentDoc = new TypedDocumentString(`
    fragment PlanOffer on Plan {
  __typename
  id
  legacyId
  name
  price {
    __typename
    ...DisplayPrice
  }
  credits
  bonus
  paymentCycleMonths
  creditsExpirationDays
}
    fragment DisplayPrice on Money {
  __typename
  amount
  currency
}`, {"fragmentName":"PlanOffer"}) as unknown as TypedDocumentString<PlanOfferFragment, unknown>;
export const PlanCheckoutSubscriptionFragmentDoc = new TypedDocumentString(`
    fragment PlanCheckoutSubscription on Subscription {
  __typename
  id
  status
  planLegacyId
  planName
  price {
    __typename
    ...DisplayPrice
  }
  credits
  bonus
  paymentCycleMonths
  creditsExpirationDays
  paymentFlow
  billingPortal
}
    fragment DisplayPrice on Money {
  __typename
  amount
  currency
}`, {"fragmentName":"PlanCheckoutSubscription"}) as unknown as TypedDocumentString<PlanCheckoutSubscriptionFragment, unknown>;
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
export const LocalizedUrlFragmentDoc = new TypedDocumentString(`
    fragment LocalizedUrl on LocalizedLink {
  __typename
  locale
  url
}
    `, {"fragmentName":"LocalizedUrl"}) as unknown as TypedDocumentString<LocalizedUrlFragment, unknown>;
export const SitemapCategoryFragmentDoc = new TypedDocumentString(`
    fragment SitemapCategory on Category {
  __typename
  url
  locale
  localizations {
    __typename
    ...LocalizedUrl
  }
}
    fragment LocalizedUrl on LocalizedLink {
  __typename
  locale
  url
}`, {"fragmentName":"SitemapCategory"}) as unknown as TypedDocumentString<SitemapCategoryFragment, unknown>;
export const SessionUserFragmentDoc = new TypedDocumentString(`
    fragment SessionUser on User {
  __typename
  id
  username
  email
  confirmed
  locale
}
    `, {"fragmentName":"SessionUser"}) as unknown as TypedDocumentString<SessionUserFragment, unknown>;
export const MyOrdersDocument = {"__meta__":{"hash":"77cbbecd4f6a126e394aad4918cd292dffe90f56c1d843f964cde49088830e08"}} as unknown as TypedDocumentString<MyOrdersQuery, MyOrdersQueryVariables>;
export const MyDataDocument = {"__meta__":{"hash":"a4f4124e2e89ff348a4d8d4ae57c3a5beca9d586ebe1b6216b2c21df4b4e1cd0"}} as unknown as TypedDocumentString<MyDataQuery, MyDataQueryVariables>;
export const ResendReceiptDocument = {"__meta__":{"hash":"481e27fa4383b6b40bc1eec843810e2971eb935786b5b8c8de01ad68f2c6da86"}} as unknown as TypedDocumentString<ResendReceiptMutation, ResendReceiptMutationVariables>;
export const DeleteAccountDocument = {"__meta__":{"hash":"2d621065a54a7fd5097aa209289e5233ca4aa53e0be9996a0bbf211953212294"}} as unknown as TypedDocumentString<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const SignInDocument = {"__meta__":{"hash":"97c5c974c8713f35a14eefd917447b3cb3e68ab5fd17698b71af2c50369d5396"}} as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const RegisterDocument = {"__meta__":{"hash":"566a40bd09ee5bb7eef0cbc8cc1b07e6da4b9877f93a57038d1b054391132b48"}} as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const ForgotPasswordDocument = {"__meta__":{"hash":"f03ec01fcee92898739c1c64a10a306e19c8862c94064fd87e5fa0383808d9c4"}} as unknown as TypedDocumentString<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"1dcbd1b2777f3b445eb56543c4c3ec08e696147119428352d1bd421351fcd8ba"}} as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"e73ed397d958a422aed0d1b2bb975a06bd84dc32ea196c25c626e4e6525f62c9"}} as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SendEmailConfirmationDocument = {"__meta__":{"hash":"dea8d2252b17c5dde415cfbaf11a69c6e511fcb18050d4ba994fcdacb5d0a16b"}} as unknown as TypedDocumentString<SendEmailConfirmationMutation, SendEmailConfirmationMutationVariables>;
export const ConfirmEmailDocument = {"__meta__":{"hash":"ca25c089dde76e6a2b078f136e16d2f87b2eb44b12b8f22264a37ce76770d4c5"}} as unknown as TypedDocumentString<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const SocialSignInDocument = {"__meta__":{"hash":"0b3e27ab797620c9e9727f4215ccd8140d5c63ae724397f91ce9140020716ef6"}} as unknown as TypedDocumentString<SocialSignInMutation, SocialSignInMutationVariables>;
export const AuthProvidersDocument = {"__meta__":{"hash":"5cce7f7bfa161f92d6254834d38ac169414450747db4f27b539f298f3024f004"}} as unknown as TypedDocumentString<AuthProvidersQuery, AuthProvidersQueryVariables>;
export const AdviseDocument = {"__meta__":{"hash":"d7ef30e1d1574ce4c28b32e7f40c9edd6caa5729d17b4b5e41f98b38003f4cbf"}} as unknown as TypedDocumentString<AdviseMutation, AdviseMutationVariables>;
export const AdvisorModeDocument = {"__meta__":{"hash":"7e66d607d10a1670140bf8f950a22a7313ef3adcbe80569b85b6e6ee0f3ae0cd"}} as unknown as TypedDocumentString<AdvisorModeQuery, AdvisorModeQueryVariables>;
export const CategoryElsewhereDocument = {"__meta__":{"hash":"9cef5b12d7c69c9e0842fd6bfc87415dc92dc2937b8e16ced365a175f0e906f5"}} as unknown as TypedDocumentString<CategoryElsewhereQuery, CategoryElsewhereQueryVariables>;
export const CategoryPageDocument = {"__meta__":{"hash":"94772e9f248eb7dd80c3153328abab6fb3ef85b61f4bc5b6fe29ed0496bafb7e"}} as unknown as TypedDocumentString<CategoryPageQuery, CategoryPageQueryVariables>;
export const HomeCategoriesDocument = {"__meta__":{"hash":"f5f07d9257137d13f32faa7ce8f269c29ab03a15a63828bd5bc6c2661400288e"}} as unknown as TypedDocumentString<HomeCategoriesQuery, HomeCategoriesQueryVariables>;
export const DiagramElsewhereDocument = {"__meta__":{"hash":"a89e1316fcc591b612abe750ed1930cc93bfc70753e451cf39634d35994c958c"}} as unknown as TypedDocumentString<DiagramElsewhereQuery, DiagramElsewhereQueryVariables>;
export const DiagramPageDocument = {"__meta__":{"hash":"7306ab0e03f70f8b8bc9d2e63c17c371ebb94271460ce21ed8dba37538c06ebe"}} as unknown as TypedDocumentString<DiagramPageQuery, DiagramPageQueryVariables>;
export const CatalogueDocument = {"__meta__":{"hash":"477727e4e4d4200f570d2fee5397f2f70bcfa97bc08885810723ab41bfab86a6"}} as unknown as TypedDocumentString<CatalogueQuery, CatalogueQueryVariables>;
export const SearchDocument = {"__meta__":{"hash":"24068f973fe8dfb7749d8383b83cf84d4478c9602f6f85c69239eee4839fad18"}} as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;
export const SlideElsewhereDocument = {"__meta__":{"hash":"721a4a6ec504fb00fd62c5fa941b8725252dab9592c8558527013b27c3c156e9"}} as unknown as TypedDocumentString<SlideElsewhereQuery, SlideElsewhereQueryVariables>;
export const SlidePageDocument = {"__meta__":{"hash":"180d5670e82ce8d13528efc4fe00149f4d47f440ab2b3e3095133a08b4950bea"}} as unknown as TypedDocumentString<SlidePageQuery, SlidePageQueryVariables>;
export const CheckoutOrderDocument = {"__meta__":{"hash":"7ed29d673762fea06c346682b39b6f081cb283510a111e5223240377d688cb5b"}} as unknown as TypedDocumentString<CheckoutOrderQuery, CheckoutOrderQueryVariables>;
export const CreateOrderDocument = {"__meta__":{"hash":"b0633dfa04f87c327c87c9f94eb39d3992a11043e44535cee61f2390c9cc6979"}} as unknown as TypedDocumentString<CreateOrderMutation, CreateOrderMutationVariables>;
export const PayOrderDocument = {"__meta__":{"hash":"042b5306af68cdd98898f0d8a2574ed310387983150185cabe7bab9710faa515"}} as unknown as TypedDocumentString<PayOrderMutation, PayOrderMutationVariables>;
export const StartOrderCheckoutDocument = {"__meta__":{"hash":"377ee56d2f3c7f573a0554d30ff4d5a4d7d6a4c9aa065c2230a0598417752d88"}} as unknown as TypedDocumentString<StartOrderCheckoutMutation, StartOrderCheckoutMutationVariables>;
export const OrderDownloadsDocument = {"__meta__":{"hash":"a5e21ce23aca43add84e36a8c64efb04132956c61324739b97e689f107dd96d3"}} as unknown as TypedDocumentString<OrderDownloadsQuery, OrderDownloadsQueryVariables>;
export const PriceCartDocument = {"__meta__":{"hash":"5e313bcc4d6e80f234d93f56198db60558b7420cb5dfb65a0d665573301bdca7"}} as unknown as TypedDocumentString<PriceCartQuery, PriceCartQueryVariables>;
export const StaticPageDocument = {"__meta__":{"hash":"e2f9a3131dc36c6bf565d0a8cb2a1cefe6bcc1291bbca4473d9da0716ff2572e"}} as unknown as TypedDocumentString<StaticPageQuery, StaticPageQueryVariables>;
export const ShopFrameDocument = {"__meta__":{"hash":"18791cf23a68a8a5239f93e088732412a1a60df83841aa0150eafb49993e4e13"}} as unknown as TypedDocumentString<ShopFrameQuery, ShopFrameQueryVariables>;
export const CreditStatusDocument = {"__meta__":{"hash":"84fb44441274b59873f952665f93699e37d1dbc07c8be58d9f3447c2f0b3642a"}} as unknown as TypedDocumentString<CreditStatusQuery, CreditStatusQueryVariables>;
export const SpendCreditsDocument = {"__meta__":{"hash":"301eb8cdb441b3a448cd6b41175d4d832edfcf25199b54bc8f5291dcf9534077"}} as unknown as TypedDocumentString<SpendCreditsMutation, SpendCreditsMutationVariables>;
export const AccountPlanDocument = {"__meta__":{"hash":"bf69cdd5a8028d136c4352403bc9cb054c4d65ca512be74a934c8babc8c35e31"}} as unknown as TypedDocumentString<AccountPlanQuery, AccountPlanQueryVariables>;
export const CancelSubscriptionDocument = {"__meta__":{"hash":"daad4d2b3e4230e1fc183730b9197c9a2d1e5b41631976d1b36f39d154741acd"}} as unknown as TypedDocumentString<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const AccountLibraryDocument = {"__meta__":{"hash":"c411b8b8752c59c05c7c4d56adc90e85c987f9d77d5ea870fdbd6f7a8c25c9da"}} as unknown as TypedDocumentString<AccountLibraryQuery, AccountLibraryQueryVariables>;
export const PlanListDocument = {"__meta__":{"hash":"6e3509af2f7febded39d014b4da1340fbee0d86109fbe3fb9a8528c77ad5a277"}} as unknown as TypedDocumentString<PlanListQuery, PlanListQueryVariables>;
export const PlanOrderDocument = {"__meta__":{"hash":"676ea4dbe4ad2df9e0a344814349f99331e692249e6f05e5fda3622bdba01dfc"}} as unknown as TypedDocumentString<PlanOrderQuery, PlanOrderQueryVariables>;
export const PlanCheckoutSubscriptionDocument = {"__meta__":{"hash":"1e05ed84e7c80f1ef748a028744b396e0be59a9c06226c4514131ad57b1386e8"}} as unknown as TypedDocumentString<PlanCheckoutSubscriptionQuery, PlanCheckoutSubscriptionQueryVariables>;
export const PlanCheckoutBalanceDocument = {"__meta__":{"hash":"3fd8ab3f2c8f00b22af96093d9564c22ab9700afcbb0742771002a6b68c24f90"}} as unknown as TypedDocumentString<PlanCheckoutBalanceQuery, PlanCheckoutBalanceQueryVariables>;
export const SubscribeToPlanDocument = {"__meta__":{"hash":"ddbfe2551229b7cd836e527a4e3fc73f7fb8db23824408a266d4c39eaaf0ae6f"}} as unknown as TypedDocumentString<SubscribeToPlanMutation, SubscribeToPlanMutationVariables>;
export const PayPlanSubscriptionDocument = {"__meta__":{"hash":"d872bbdfe84bc5138c0f7c77705212c97c5dcc51ba3f0342edc4f8601e61182e"}} as unknown as TypedDocumentString<PayPlanSubscriptionMutation, PayPlanSubscriptionMutationVariables>;
export const StartPlanCheckoutDocument = {"__meta__":{"hash":"a46b22492f557e57cd1f798474c281d66794d124dcf9dc8519839df4414f3ff0"}} as unknown as TypedDocumentString<StartPlanCheckoutMutation, StartPlanCheckoutMutationVariables>;
export const OpenBillingPortalDocument = {"__meta__":{"hash":"0596264f22733cb8b232416047d08a668671854e020706399b886b335c271675"}} as unknown as TypedDocumentString<OpenBillingPortalMutation, OpenBillingPortalMutationVariables>;
export const SendContactMessageDocument = {"__meta__":{"hash":"b0c832bb3bc716cccfc9654c9316990afc55ab7894852c9a8ec1821321fe17bb"}} as unknown as TypedDocumentString<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const RequestFreeSampleDocument = {"__meta__":{"hash":"05b35f90346015ed4ff6609ba50b3cd18d231dc5dffcfae05d4a01623f334d39"}} as unknown as TypedDocumentString<RequestFreeSampleMutation, RequestFreeSampleMutationVariables>;
export const ConfirmNewsletterDocument = {"__meta__":{"hash":"1fae52281c5977bd76878bccbd846c82a3481e283986876e4cdfac257dbc763b"}} as unknown as TypedDocumentString<ConfirmNewsletterMutation, ConfirmNewsletterMutationVariables>;
export const UnsubscribeNewsletterDocument = {"__meta__":{"hash":"3157493680ba894c7ca69ae8530b2a955e7294074c2e28914bb12a2c64a2cff4"}} as unknown as TypedDocumentString<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>;
export const WishlistDocument = {"__meta__":{"hash":"8eb5283e2c93944ca2cd0972937b7e92d47030ef2c1fefeb7dd7ba4230c5ae6c"}} as unknown as TypedDocumentString<WishlistQuery, WishlistQueryVariables>;
export const AddFavouriteDocument = {"__meta__":{"hash":"4e212c680b13af1549608bff01056c224d3bdfbdf67f581f8092643c51e7659a"}} as unknown as TypedDocumentString<AddFavouriteMutation, AddFavouriteMutationVariables>;
export const RemoveFavouriteDocument = {"__meta__":{"hash":"055e46348a304bbd72560e77039dd5e5228b97fe5b7eaed731c9772c5a95ce54"}} as unknown as TypedDocumentString<RemoveFavouriteMutation, RemoveFavouriteMutationVariables>;
export const SitemapSizeDocument = {"__meta__":{"hash":"5f279d15d1380fe36dbbf095bcf72dcdf424e022a9ed8086bef3ea3ba7761899"}} as unknown as TypedDocumentString<SitemapSizeQuery, SitemapSizeQueryVariables>;
export const SitemapDiagramsDocument = {"__meta__":{"hash":"30b65cd8970919737b3f13ec6281f5428144f45ceaf65597ca60e964beb11649"}} as unknown as TypedDocumentString<SitemapDiagramsQuery, SitemapDiagramsQueryVariables>;
export const SitemapCategoriesDocument = {"__meta__":{"hash":"bd4bb2116540cdbeb52383494e9be01fb6cde08edd0d94ad05813e73411c28fc"}} as unknown as TypedDocumentString<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>;
export const MeDocument = {"__meta__":{"hash":"12884a725d9c157eab5d915a19aa5c277d52f698db474ee384cfcc81b716dc51"}} as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const SignOutDocument = {"__meta__":{"hash":"0adf48585d29d5895faec69e9b495ec3952c2841ede1313298401544fa1a6576"}} as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const HumanChallengeDocument = {"__meta__":{"hash":"af46f9179c41c56f7226387c97ce23544e67f872259beb705ace4c5160ea0484"}} as unknown as TypedDocumentString<HumanChallengeQuery, HumanChallengeQueryVariables>;