import crypto from 'node:crypto';

/**
 * A documentId for a row written with Strapi's Query Engine (`strapi.db.query`), which, unlike the Document
 * Service, makes none: 24 lowercase letters and digits, as Strapi's own.
 */
export const newDocumentId = () =>
  crypto
    .randomBytes(18)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
