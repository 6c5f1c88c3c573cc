import manifest from '../../../web/src/gql/persisted-documents.json';

const known: Record<string, string> = manifest;

/**
 * The request body naming one of the web's operations by its sha256, as the web sends it (docs/adr/0025): the
 * test stack's gateway runs nothing else from a browser.
 */
export function persisted(name: string, variables: Record<string, unknown> = {}) {
  const entry = Object.entries(known).find(([, text]) => new RegExp(`(query|mutation) ${name}\\b`).test(text));
  if (!entry) throw new Error(`The web has no operation ${name}`);
  return { variables, extensions: { persistedQuery: { version: 1, sha256Hash: entry[0] } } };
}

type Body = { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } } | null;

/** The text a GraphQL request body runs: its own query, or the web's operation its hash names. */
export function sentText(body: Body | string | null): string {
  const parsed: Body = typeof body === 'string' ? JSON.parse(body) : body;
  return parsed?.query ?? known[parsed?.extensions?.persistedQuery?.sha256Hash ?? ''] ?? '';
}

/** The name of the query a request body runs, by its text or its hash. */
export const operationName = (body: Body) => /(?:^|\s)query\s+(\w+)/.exec(sentText(body))?.[1];
