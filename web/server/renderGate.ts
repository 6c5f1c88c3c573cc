import type { IncomingMessage, ServerResponse } from 'node:http';
import { Sema } from 'async-sema';
import { isPageRequest } from './renderLimit';

/**
 * At most `slots` page requests in Next's hands at once; the others wait their turn in arrival order. A web short
 * of CPU otherwise starts every request it receives: each render advances a little at a time, all of them hold
 * their state in memory until they end (hundreds of MB at 200 visitors), and even the first answers come late.
 * Waiting costs a parsed request header. A slot is held until Next is done with the request or its response
 * closes, whichever comes first; a request whose client left while it waited is not rendered. Next's files and
 * route handlers (the browser's /graphql/ calls, beacons) do not wait.
 */
export class RenderGate {
  private readonly slots: Sema;

  constructor(slots: number) {
    this.slots = new Sema(slots);
  }

  async pass(request: IncomingMessage, response: ServerResponse, render: () => Promise<void>): Promise<void> {
    if (!isPageRequest(request)) return render();
    let left = false;
    response.once('close', () => {
      left = true;
    });
    await this.slots.acquire();
    let held = true;
    const release = () => {
      if (held) this.slots.release();
      held = false;
    };
    // Whichever comes first: Next's promise may never settle for a response its client abandoned mid-stream (a
    // prefetch cancelled by a navigation), and the response's close may come before Next is done.
    response.once('close', release);
    try {
      if (!left) await render();
    } finally {
      release();
    }
  }
}
