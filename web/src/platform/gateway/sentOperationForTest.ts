import { knownOperation } from './knownOperations';

/** For tests standing in for the gateway: the text a request body runs, its own query or the one its hash names. */
export const sentOperation = (body: { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } }) =>
  body.query ?? knownOperation(body.extensions?.persistedQuery?.sha256Hash);
