import type { IncomingMessage, ServerResponse } from 'node:http';
import { Sema } from 'async-sema';
import { isPageRequest } from './renderLimit';

/**
 * At most `slots` page requests in Next's hands at once, and half as many link prefetches in a queue of their own;
 * the others wait their turn in arrival order. A web short of CPU otherwise starts every request it receives: each
 * render advances a little at a time, all of them hold their state in memory until they end (hundreds of MB at 200
 * visitors), and even the first answers come late. A page's links prefetch a dozen pages or more, so in one queue
 * a visitor's next page would wait behind them. Waiting costs a parsed request header. A slot is held until Next is
 * done with the request or its response closes, whichever comes first; a request whose client left while it waited
 * is not rendered. Next's files and route handlers (the browser's /graphql/ calls, beacons) do not wait.
 */
export class RenderGate {
  private readonly visits: Sema;
  private readonly prefetches: Sema;

  constructor(slots: number) {
    this.visits = new Sema(slots);
    this.prefetches = new Sema(Math.max(1, Math.floor(slots / 2)));
  }

  async pass(request: IncomingMessage, response: ServerResponse, render: () => Promise<void>): Promise<void> {
    if (!isPageRequest(request)) return render();
    const slots = request.headers['next-router-prefetch'] ? this.prefetches : this.visits;
    let left = false;
    response.once('close', () => {
      left = true;
    });
    await slots.acquire();
    let held = true;
    const release = () => {
      if (held) slots.release();
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
