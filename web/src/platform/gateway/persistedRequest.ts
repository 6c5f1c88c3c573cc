/**
 * Trusted documents (docs/adr/0025): the web sends its operations by the sha256 codegen gave them (codegen.ts), as
 * Apollo's persisted queries do (`extensions.persistedQuery.sha256Hash`); the gateway runs its copy of the text.
 * Apart from the Apollo link (persistedDocumentLink.ts): the plain fetches of catalogue pages import this alone.
 */
export function documentHash(document: object): string {
  const hash = codegenHash(document);
  if (hash === undefined) throw new Error('This document has no codegen hash: import operations from @/gql.');
  return hash;
}

/** The hash codegen gave an operation (fragments have none). */
export function codegenHash(document: unknown): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } } | null)?.__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

/** The request body naming `document` by its hash. */
export const persistedRequest = (document: object, variables: unknown) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(document) } },
});
