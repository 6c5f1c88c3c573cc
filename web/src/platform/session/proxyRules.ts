import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql';
import { knownOperation } from '@/platform/gateway/knownOperations';

/**
 * Mutations that start, renew or end a session: only the web's server actions run them, since the
 * cookie that holds the session is set and cleared there (ADR 0012). Through the browser's
 * /graphql/ proxy their token would reach page scripts, or the cookie would outlive the session.
 */
const SESSION_MUTATIONS: ReadonlySet<string> = new Set([
  'signIn',
  'register',
  'resetPassword',
  'changePassword',
  'socialSignIn',
  'signOut',
]);

/** The root fields a selection set asks for, following fragments (aliases do not hide the name). */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, document, seen);
    const name = selection.name.value;
    if (seen.has(name)) return [];
    seen.add(name);
    const fragment = document.definitions.find(
      (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === name,
    );
    return fragment && 'selectionSet' in fragment ? rootFields(fragment.selectionSet, document, seen) : [];
  });
}

function asksForSession(query: unknown): boolean {
  if (typeof query !== 'string') return false;
  let document: DocumentNode;
  try {
    // The gateway's token limit: a bigger document is refused there, so its parse here is not worth the time.
    document = parse(query, { maxTokens: 1000 });
  } catch {
    return false; // Not GraphQL, or too big: the gateway refuses it, and it can run nothing.
  }
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'mutation' &&
      rootFields(definition.selectionSet, document).some((field) => SESSION_MUTATIONS.has(field)),
  );
}

type GraphqlRequest = { query?: unknown; extensions?: { persistedQuery?: { sha256Hash?: unknown } } } | null;

/** The texts a request may run: its own query, and the web's operation its hash names. */
function textsOf(request: GraphqlRequest): unknown[] {
  return [request?.query, knownOperation(request?.extensions?.persistedQuery?.sha256Hash)];
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * True when a /graphql/ request (its JSON body, single or batched, or a GET's `query` and `extensions`) runs a
 * session-issuing mutation in any of its operations, whichever operationName it picks, by its text or by the hash
 * of the web's own SignIn and the like.
 */
export function requestsSessionMutation(body: Uint8Array | undefined, search: URLSearchParams): boolean {
  const get = { query: search.get('query'), extensions: parseJson(search.get('extensions')) } as GraphqlRequest;
  const parsed = body && body.byteLength > 0 ? parseJson(new TextDecoder().decode(body)) : undefined;
  const requests = [get, ...(Array.isArray(parsed) ? parsed : [parsed])] as GraphqlRequest[];
  return requests.some((request) => textsOf(request).some(asksForSession));
}

/** True when a gateway answer refused the bearer it got (UNAUTHENTICATED): the cookie must go. */
export function refusesSession(answer: string): boolean {
  try {
    const parsed: unknown = JSON.parse(answer);
    const answers = Array.isArray(parsed) ? parsed : [parsed];
    return answers.some((one) =>
      ((one as { errors?: unknown } | null)?.errors as { extensions?: { code?: unknown } }[] | undefined)?.some?.(
        (error) => error?.extensions?.code === 'UNAUTHENTICATED',
      ),
    );
  } catch {
    return false;
  }
}
