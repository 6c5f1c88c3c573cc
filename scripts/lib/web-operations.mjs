// The web's own GraphQL operations, sent as the browser sends them through the web's same-origin /graphql/
// proxy: checkout's steps through Apollo Client (web/src/platform/gateway/ApolloWrapper.tsx), the cart's pricing as a
// plain POST (web/src/platform/gateway/browserGateway.ts), both naming the operation by its hash (trusted documents,
// docs/adr/0025). The documents are the generated ones the web is built with (web/src/gql/), so what is sent is
// what the web sends.
import { transform } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './stack.mjs';

// The web's own Apollo Client (a dependency of the web, not of these scripts).
const webRequire = createRequire(join(root, 'web/package.json'));
const { ApolloClient, ApolloLink, HttpLink, InMemoryCache } = webRequire('@apollo/client');
const { PersistedQueryLink } = webRequire('@apollo/client/link/persisted-queries');

/** A generated TypeScript module of the web (types only beyond its documents), loaded as JavaScript. */
async function generated(path) {
  const { code } = await transform(readFileSync(join(root, path), 'utf8'), { loader: 'ts', format: 'esm' });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** Whole documents for Apollo Client (checkout), and every operation's hash as browserGateway sends it (cart). */
const documents = await generated('web/src/gql/apollo/graphql.ts');
const hashes = await generated('web/src/gql/graphql.ts');

/**
 * A browser's calls through `web`'s /graphql/ proxy, from `address` (the web trusts one hop, which appends
 * it to X-Forwarded-For). `fetchTimed(url, init)` performs each request (to count and time it).
 */
export function browser(web, address, fetchTimed) {
  const uri = `${web}/graphql/`;
  const headers = { 'x-forwarded-for': address };
  const apollo = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([
      new PersistedQueryLink({ generateHash: (document) => document.__meta__.hash }),
      new HttpLink({ uri, headers, fetch: fetchTimed }),
    ]),
  });
  return {
    query: async (document, variables) =>
      (await apollo.query({ query: documents[document], variables, fetchPolicy: 'network-only' })).data,
    mutate: async (document, variables) => (await apollo.mutate({ mutation: documents[document], variables })).data,
    /** As browserGateway(): the generated operation's hash in a plain POST. */
    queryString: async (document, variables) => {
      const response = await fetchTimed(uri, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
        },
        body: JSON.stringify({
          variables,
          extensions: { persistedQuery: { version: 1, sha256Hash: hashes[document].__meta__.hash } },
        }),
      });
      const body = await response.json();
      if (!response.ok || body.errors?.length || body.data == null)
        throw new Error(`${document}: ${response.status} ${JSON.stringify(body.errors ?? null)}`);
      return body.data;
    },
  };
}
