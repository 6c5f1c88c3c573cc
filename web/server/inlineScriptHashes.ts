import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { withScriptHashes } from '../src/platform/security/contentSecurityPolicy';

type Chunk = string | Uint8Array;

/** An inline script element: no src, and a type a browser runs (none, a JavaScript one, or a module). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNS = /^\s*(?:|text\/javascript|application\/javascript|module)\s*$/i;

/** The base64 sha256 of every inline script `html` runs, each once, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNS.test(type)) continue;
    hashes.add(createHash('sha256').update(content, 'utf8').digest('base64'));
  }
  return [...hashes];
}

function decoded(body: Buffer, encoding: unknown): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

const toBuffer = (chunk: Chunk, encoding: unknown) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk);

/** A page whose policy names no nonce: a page a cache shares, whose inline scripts are listed by their hashes. */
function isSharedPage(response: ServerResponse): boolean {
  const type = String(response.getHeader('content-type') ?? '');
  const policy = response.getHeader('content-security-policy');
  return type.startsWith('text/html') && typeof policy === 'string' && !policy.includes("'nonce-");
}

function setHeaders(response: ServerResponse, headers: OutgoingHttpHeaders | unknown[] | undefined): void {
  if (Array.isArray(headers))
    for (let i = 0; i < headers.length; i += 2) response.setHeader(String(headers[i]), headers[i + 1] as string);
  else if (headers)
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
}

/**
 * Lets the inline scripts Next writes into a page without a nonce (ADR 0008: pages a cache shares) run by their
 * sha256 hashes, so that their policy allows no other inline script. Such a page is held until Next ends it (a
 * cached page comes whole anyway), its scripts hashed (after Next's compression, so it is decoded first) and the
 * hashes added to its script-src before its head is sent; the page replays (pageReplays.ts) keep that head. A 304
 * goes without a policy, so the browser keeps the one of the copy it has.
 */
export function hashInlineScripts(response: ServerResponse): void {
  const { writeHead, write, end, flushHeaders } = response;
  let held: Buffer[] | undefined;
  let decided = false;
  const decide = () => {
    if (decided) return;
    decided = true;
    if (response.statusCode === 304) response.removeHeader('content-security-policy');
    else if (isSharedPage(response)) held = [];
  };
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    this.statusCode = status;
    if (typeof rest[0] === 'string') this.statusMessage = rest[0];
    setHeaders(this, (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | undefined);
    decide();
    return held ? this : (writeHead as (status: number) => ServerResponse).call(this, status);
  } as ServerResponse['writeHead'];
  response.flushHeaders = function (this: ServerResponse) {
    decide();
    if (!held) flushHeaders.call(this);
  };
  response.write = function (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    decide();
    if (!held) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    held.push(toBuffer(chunk, rest[0]));
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    decide();
    const [chunk, encoding] = args;
    if (!held) return (end as (...args: unknown[]) => ServerResponse).call(this, ...args);
    if (chunk !== undefined && typeof chunk !== 'function') held.push(toBuffer(chunk as Chunk, encoding));
    const body = Buffer.concat(held);
    held = undefined;
    try {
      const hashes = inlineScriptHashes(decoded(body, this.getHeader('content-encoding')));
      this.setHeader(
        'content-security-policy',
        withScriptHashes(String(this.getHeader('content-security-policy')), hashes),
      );
    } catch (error) {
      // An undecodable body keeps the policy without hashes: its scripts are refused, never allowed wholesale.
      console.error('Inline script hashes failed', error);
    }
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    return (end as (...args: unknown[]) => ServerResponse).call(this, body, callback);
  } as ServerResponse['end'];
}
