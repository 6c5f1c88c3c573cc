import { createServer, get, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setResponseStatus, withResponseStatus } from './responseStatus';

/** A server whose "page" renders after a few awaits, as Next's do, and may set the status; it then answers. */
async function statusOf(page: (response: ServerResponse) => Promise<void>): Promise<number> {
  const server: Server = createServer((_request, response) => {
    void withResponseStatus(response, async () => {
      await page(response);
      response.end('page');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) =>
      get(`http://127.0.0.1:${port}/`, (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      }).on('error', reject),
    );
  } finally {
    server.close();
  }
}

describe('a page setting its response status', () => {
  it('sets it from deep in the render, past timers and promises', async () => {
    const status = await statusOf(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      await Promise.resolve().then(() => setResponseStatus(500));
    });
    expect(status).toBe(500);
  });

  it('leaves 200 to a page that sets none', async () => {
    expect(await statusOf(async () => {})).toBe(200);
  });

  it('cannot change a status already sent', async () => {
    const status = await statusOf(async (response) => {
      response.writeHead(200);
      response.write('<html>');
      setResponseStatus(500);
    });
    expect(status).toBe(200);
  });

  it('does nothing outside a request (a build, a test)', () => {
    expect(() => setResponseStatus(500)).not.toThrow();
  });
});
