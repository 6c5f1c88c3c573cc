import type { Context } from 'koa';
import { ShopError } from './errors';

type Handler = (ctx: Context) => Promise<void>;

/** Runs a handler of our routes; a ShopError becomes its JSON error body and status. */
export const handle =
  (handler: Handler): Handler =>
  async (ctx) => {
    try {
      await handler(ctx);
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      ctx.status = error.status;
      ctx.body = error.body;
    }
  };

export const requestBody = (ctx: Context): unknown => (ctx.request as unknown as { body?: unknown }).body;
