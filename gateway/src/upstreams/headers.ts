/** Proves to the backend that a call comes from the gateway; only then are the client address and locale believed. */
export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';
/** The visitor's address, for the backend's own per-client limits. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';
/** The visitor's language: mails, order titles and file names follow it. */
export const LOCALE_HEADER = 'x-shop-locale';
