import crypto from 'node:crypto';

/**
 * A documentId for a row written with Strapi's Query Engine (`strapi.db.query`), which, unlike the Document
 * Service, makes none: 24 lowercase letters and digits, as Strapi's own.
 */
const newDocumentId = () =>
  crypto
    .randomBytes(18)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');

/** What the Query Engine leaves to the writer of a new row: its documentId and its dates, published at once. */
export const newRowFields = (at: Date) => ({
  documentId: newDocumentId(),
  createdAt: at,
  updatedAt: at,
  publishedAt: at,
});
