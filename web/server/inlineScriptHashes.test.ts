import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { hashInlineScripts, inlineScriptHashes } from './inlineScriptHashes';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const BOOT = 'self.__next_f=self.__next_f||[]';
const PAYLOAD = 'self.__next_f.push([1,"0:{\\"a\\":1}"])';
const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script><script>${BOOT}</script><script type="application/ld+json">{"@type":"Product"}</script></head><body><p>x</p><script>${PAYLOAD}</script><script>${BOOT}</script></body></html>`;
const POLICY = "default-src 'self'; script-src 'self'; object-src 'none'";

describe('inlineScriptHashes', () => {
  it('hashes each inline script a browser runs once, and no script file or data block', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha(BOOT), sha(PAYLOAD)]);
  });
});

/** Serves `send`'s answer through the wrapper; returns the status, policy and body a client gets. */
async function serve(send: (response: ServerResponse) => void, headers: Record<string, string> = {}) {
  const server = createServer((_request, response) => {
    hashInlineScripts(response);
    send(response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    return { status: answer.status, policy: answer.headers.get('content-security-policy'), body: await answer.text() };
  } finally {
    server.close();
  }
}

describe('hashInlineScripts', () => {
  it("lists a shared page's inline scripts in its script-src, streamed and gzipped as Next sends it", async () => {
    const answer = await serve((response) => {
      response.setHeader('content-security-policy', POLICY);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
      const zipped = gzipSync(PAGE);
      response.write(zipped.subarray(0, 10));
      response.end(zipped.subarray(10));
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(PAGE);
    expect(answer.policy).toBe(
      `default-src 'self'; script-src 'self' 'sha256-${sha(BOOT)}' 'sha256-${sha(PAYLOAD)}'; object-src 'none'`,
    );
  });

  it('leaves a per-request page (its nonce) and anything but HTML as they are', async () => {
    const nonce = "script-src 'self' 'nonce-abc' 'strict-dynamic'";
    const page = await serve((response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': nonce });
      response.end(PAGE);
    });
    expect(page.policy).toBe(nonce);
    const json = await serve((response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-security-policy': POLICY });
      response.end('{}');
    });
    expect(json).toEqual({ status: 200, policy: POLICY, body: '{}' });
  });

  it('sends a 304 without a policy, so the browser keeps the hashes of its copy', async () => {
    const answer = await serve((response) => {
      response.setHeader('content-type', 'text/html');
      response.setHeader('content-security-policy', POLICY);
      response.statusCode = 304;
      response.end();
    });
    expect(answer.status).toBe(304);
    expect(answer.policy).toBeNull();
  });
});
