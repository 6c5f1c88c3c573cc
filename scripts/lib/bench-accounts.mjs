// Issue 9's figures for `npm run bench`: the gateway's p95 at 20 clients for the current user (`me`) and for
// adding a favourite, and the upstream calls of a wishlist page of 50 favourites with their diagrams (target ≤ 2).
import { solvedRegisterProof } from './bench-altcha.mjs';

const REGISTER = `mutation($email: String!, $password: String!, $humanProof: String) {
  register(email: $email, password: $password, locale: en, humanProof: $humanProof) { jwt }
}`;
const ME = 'query Me { me { id username email confirmed locale } }';
const ADD_FAVOURITE = `mutation($id: Int!) { addFavourite(diagramLegacyId: $id) { favourite { id } anonymousUserId } }`;
const WISHLIST = `query Wishlist($locale: Locale!) {
  wishlist { items { id diagramLegacyId diagram(locale: $locale) { url title price { amount currency } image { url width height alt } } } }
}`;

/** The bench's GraphQL request (each as another visitor) with headers of its own, e.g. the account's bearer. */
const withHeaders = (request, headers) => ({
  ...request,
  setupRequest: (sent) => {
    const prepared = request.setupRequest(sent);
    return { ...prepared, headers: { ...prepared.headers, ...headers } };
  },
});

/**
 * `tools`: the bench's helpers — graphql(gateway, query, variables, headers), load(options), gqlRequest(query,
 * variables), upstreamCalls(metrics, label), row(what, value, target, ok).
 */
export async function benchAccounts({ gateway, metrics, tools }) {
  const { graphql, load, gqlRequest, upstreamCalls, row } = tools;
  const account = async (name) => {
    const email = `${name}-${Date.now()}@example.com`;
    const humanProof = await solvedRegisterProof(graphql, gateway);
    const { register } = await graphql(gateway, REGISTER, { email, password: 'bench-password-1', humanProof });
    return { authorization: `Bearer ${register.jwt}` };
  };

  const reader = await account('bench-me');
  const me = await load({ url: gateway, connections: 20, requests: [withHeaders(gqlRequest(ME, {}), reader)] });
  row('gateway me p95, 20 clients', `${me.p95} ms`, '', true);

  const ids = (
    await graphql(gateway, '{ catalogue(locale: en, pageSize: 50) { items { legacyId } } }')
  ).catalogue.items.map(({ legacyId }) => legacyId);
  const adder = await account('bench-favourites');
  const adds = ids.map((id) => withHeaders(gqlRequest(ADD_FAVOURITE, { id }), adder));
  const add = await load({ url: gateway, connections: 20, requests: adds });
  row('gateway addFavourite p95, 20 clients', `${add.p95} ms`, '', true);

  // The account holds the 50 favourites (adding one again answers the one it has); their diagrams in Portuguese,
  // not asked for before.
  for (const id of ids) await graphql(gateway, ADD_FAVOURITE, { id }, adder);
  const before = await upstreamCalls(metrics);
  const { wishlist } = await graphql(gateway, WISHLIST, { locale: 'pt' }, adder);
  const calls = (await upstreamCalls(metrics)) - before;
  if (wishlist.items.length !== 50) throw new Error(`wishlist: ${wishlist.items.length} favourites, not 50`);
  row('upstream calls, wishlist of 50 favourites', calls, '≤ 2', calls <= 2);
}
