import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { MalformedRequest } from './malformed-requests';

/** What came back: a status (0: the connection closed without one), the body, how long it took. */
export interface Answer {
  status: number;
  text: string;
  ms: number;
  /** No answer within the bound. */
  hung: boolean;
}

/** Keeps connections open between requests, as a busy internal client would (fetch costs more per request). */
const agent = new Agent({ keepAlive: true });

/** Sends a request over HTTP, given up past `boundMs`. */
export function sendHttp(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Uint8Array },
  boundMs: number,
): Promise<Answer> {
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    let settled = false;
    const settle = (status: number, text: string, hung = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, text, ms: performance.now() - started, hung });
    };
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const headers = { ...(body && { 'content-length': String(body.length) }), ...init.headers };
    const request = httpRequest(url, { method: init.method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => settle(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
      response.on('error', (error) => settle(response.statusCode ?? 0, String(error)));
    });
    const timer = setTimeout(() => {
      settle(0, 'no answer', true);
      request.destroy();
    }, boundMs);
    // A connection the gateway closed (e.g. after a 413 while the body was still going) is an answer, not a hang.
    request.on('error', (error) => settle(0, String(error)));
    request.end(body);
  });
}

/** Writes `raw` to a socket, half-closes it, and reads until the gateway closes, within `boundMs`. */
export function sendRaw(
  host: string,
  port: number,
  request: Extract<MalformedRequest, { raw: string }>,
  boundMs: number,
) {
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host, port });
    const finish = (hung: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text, ms: performance.now() - started, hung });
    };
    const timer = setTimeout(() => finish(true), boundMs);
    socket.on('connect', () => socket.end(request.raw));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => finish(false));
    socket.on('error', () => undefined);
  });
}

/** Runs `task` over `items`, `concurrency` at a time, starting none after `deadline` (a performance.now() time). */
export async function eachConcurrently<T>(
  items: Iterable<T>,
  { concurrency, deadline }: { concurrency: number; deadline: number },
  task: (item: T) => Promise<void>,
): Promise<void> {
  const iterator = items[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done && performance.now() < deadline; next = iterator.next()) {
      await task(next.value);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
