import type { ServerResponse } from 'node:http';

type Chunk = string | Uint8Array;

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  if (typeof chunk !== 'string') return Buffer.from(chunk);
  return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Keeps a copy of every byte written to `response` (as sent: after Next's compression, which wraps these
 * methods in turn), and returns a function that gives them once the response has ended, undefined before.
 */
export function captureResponse(response: ServerResponse): () => Buffer | undefined {
  const chunks: Buffer[] = [];
  const write = response.write;
  const end = response.end;
  response.write = function (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    chunks.push(toBuffer(chunk, rest[0]));
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (chunk !== undefined && typeof chunk !== 'function') chunks.push(toBuffer(chunk as Chunk, rest[0]));
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
  return () => (response.writableEnded ? Buffer.concat(chunks) : undefined);
}
