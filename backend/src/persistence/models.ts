/**
 * The UIDs of Strapi's models that the backend's code reads and writes: the one place outside `src/api` and the
 * seed's data that names them (content types keep their UIDs, so no data migration).
 */
export const CATEGORY = 'api::category.category';
export const DIAGRAM = 'api::diagram.diagram';
export const SLIDE = 'api::slide.slide';
export const PLAN = 'api::plan.plan';
export const STATIC_PAGE = 'api::static-page.static-page';
export const DISCOUNT_CODE = 'api::discount-code.discount-code';
export const SPECIAL_OFFER = 'api::special-offer.special-offer';
export const ORDER = 'api::order.order';
export const PAYMENT = 'api::payment.payment';
export const STRIPE_EVENT = 'api::stripe-event.stripe-event';
export const SUBSCRIPTION = 'api::subscription.subscription';
export const RENEWAL = 'api::renewal.renewal';
export const NOTICE = 'api::renewal-notice.renewal-notice';
export const ENTRY = 'api::credit-entry.credit-entry';
export const UNIT = 'api::credit-unit.credit-unit';
export const ENTITLEMENT = 'api::entitlement.entitlement';
export const FAVOURITE = 'api::favourite.favourite';
export const SAMPLE_REQUEST = 'api::free-sample-request.free-sample-request';
export const SUBSCRIBER = 'api::newsletter-subscriber.newsletter-subscriber';
export const CONTACT_MESSAGE = 'api::contact-message.contact-message';
export const USER = 'plugin::users-permissions.user';
export const ROLE = 'plugin::users-permissions.role';
export const PERMISSION = 'plugin::users-permissions.permission';
export const FILE = 'plugin::upload.file';
export const CORE_STORE = 'strapi::core-store';
