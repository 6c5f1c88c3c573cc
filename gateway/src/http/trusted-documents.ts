import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';
import type { RequestHandler } from 'express';

/**
 * The web's operations, sha256 → text, as codegen writes them (codegen.ts). The web and the gateway ship from one
 * repository, so the gateway reads the web's generated file: the same path from src/http (tests) and dist/http.
 */
const WEB_MANIFEST_PATH = path.resolve(__dirname, '../../../web/src/gql/persisted-documents.json');

/** Reads a manifest; a missing or malformed one stops the start, since production could then run nothing. */
export function loadManifest(file = WEB_MANIFEST_PATH): ReadonlyMap<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Trusted documents: cannot read ${file} (run \`npm run codegen\`): ${(error as Error).message}`);
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.some(([, text]) => typeof text !== 'string'))
    throw new Error(`Trusted documents: ${file} is not a map of hash to document text`);
  return new Map(entries as Array<[string, string]>);
}

export interface TrustedDocumentsOptions {
  manifest: ReadonlyMap<string, string>;
  /** Only the manifest's documents run (production); otherwise ad-hoc queries run too. */
  only: boolean;
  /** X-Client-Token values that let an internal client run any query, introspection included. */
  clientTokens: readonly string[];
}

interface GraphqlRequest {
  query?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } } & Record<string, unknown>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares against every token, in time independent of where a guess differs (digests are of equal length). */
function tokenMatcher(tokens: readonly string[]): (presented: string | undefined) => boolean {
  const digests = tokens.map(digest);
  return (presented) => {
    if (presented === undefined || digests.length === 0) return false;
    const candidate = digest(presented);
    let match = false;
    for (const known of digests) match = timingSafeEqual(known, candidate) || match;
    return match;
  };
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The request's query and extensions: the JSON body of a POST, the parameters of a GET. */
function requestOf(req: express.Request, search: URLSearchParams): GraphqlRequest | undefined {
  if (req.method !== 'GET') {
    const body: unknown = req.body;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as GraphqlRequest) : undefined;
  }
  const extensions = parseJson(search.get('extensions'));
  return {
    query: search.get('query') ?? undefined,
    extensions: extensions && typeof extensions === 'object' ? (extensions as GraphqlRequest['extensions']) : undefined,
  };
}

/** Hands Apollo the manifest's text (or the client's own query) and no persistedQuery extension: ours is the one store. */
function rewrite(req: express.Request, search: URLSearchParams, request: GraphqlRequest, text: string | undefined) {
  if (req.method === 'GET') {
    if (text !== undefined) search.set('query', text);
    const extensions = { ...request.extensions };
    delete extensions.persistedQuery;
    if (Object.keys(extensions).length > 0) search.set('extensions', JSON.stringify(extensions));
    else search.delete('extensions');
    req.url = `${req.path}?${search}`;
    return;
  }
  if (text !== undefined) request.query = text;
  if (request.extensions) delete request.extensions.persistedQuery;
}

const refuse = (res: express.Response, status: number, code: string, message: string) =>
  void res.status(status).json({ errors: [{ message, extensions: { code } }] });

const unknownHash = (res: express.Response) =>
  refuse(res, 400, 'PERSISTED_QUERY_NOT_FOUND', 'This gateway knows no document with that hash.');

/**
 * Trusted documents (docs/adr/0025), after the body is read and before the result cache and rate limits: a request
 * naming a known hash (`extensions.persistedQuery.sha256Hash`) runs the manifest's text. Anything else — an unknown
 * hash, an ad-hoc query, introspection — runs only when ad-hoc queries are allowed (local) or the request carries
 * a client token; otherwise it is refused with PERSISTED_QUERY_NOT_FOUND or TRUSTED_DOCUMENT_REQUIRED.
 * A batch (an array) is left to Apollo, which refuses batches.
 */
export function trustedDocuments({ manifest, only, clientTokens }: TrustedDocumentsOptions): RequestHandler {
  const isClient = tokenMatcher(clientTokens);
  return (req, res, next) => {
    const search = new URL(req.url, 'http://gateway').searchParams;
    const request = requestOf(req, search);
    if (!request) return next();
    const hash = request.extensions?.persistedQuery?.sha256Hash;
    const known = typeof hash === 'string' ? manifest.get(hash) : undefined;
    if (known !== undefined) {
      rewrite(req, search, request, known);
      return next();
    }
    const adHoc = typeof request.query === 'string';
    if (only && !isClient(req.get('x-client-token')))
      return adHoc || hash === undefined
        ? refuse(
            res,
            403,
            'TRUSTED_DOCUMENT_REQUIRED',
            "Only the shop's own operations run here, named by their sha256 hash; internal clients present X-Client-Token.",
          )
        : unknownHash(res);
    // Without the text, Apollo Client's PersistedQueryLink takes this code as its cue to send the query itself.
    if (!adHoc && hash !== undefined) return unknownHash(res);
    rewrite(req, search, request, undefined);
    next();
  };
}
