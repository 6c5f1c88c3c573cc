import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { currencyOf } from './context';
import type { CacheResult } from '../cache/response-cache';
import type { CacheStore } from '../cache/store';
import { answeredFromOutageCopy } from '../cache/outage-answers';
import { uncacheableFields } from './uncacheable-fields';

export interface ResultCacheOptions {
  /** Namespace of this gateway's keys in a shared store. */
  keyPrefix: string;
  ttlSeconds: number;
  logger: Logger;
  onLookup?: (result: CacheResult) => void;
}

/**
 * How the plugin tells serve() that Apollo's answer may be kept: a response header serve() removes before sending.
 * (Apollo hands plugins a copy of the context, and nothing of Express's response.)
 */
const CACHEABLE_MARK = 'x-gateway-result-cacheable';

/**
 * Whole GraphQL results, answered before Apollo runs: a hit costs one hash of the request body as sent and one store
 * read (Redis when REDIS_URL is set, so every gateway shares it), no parse, validation or context. The key holds what
 * changes the answer: the body, the chosen currency and the accepted media type. Stored: queries without errors whose
 * fields all allow caching (cart, order and payment fields say @cacheControl(maxAge: 0)), the rule of Apollo's
 * response-cache plugin, which this replaces.
 */
export class ResultCache {
  constructor(
    private readonly store: CacheStore,
    private readonly options: ResultCacheOptions,
  ) {}

  /** Express middleware after the body is read: answers a hit, or stores the answer Apollo gives to a miss. */
  serve(): RequestHandler {
    return async (req, res, next) => {
      const body = res.locals.rawBody as string | undefined;
      if (body === undefined) return next();
      const currency = currencyOf(req.headers);
      const key = `${this.options.keyPrefix}result:${createHash('sha1')
        .update(`${currency}\n${req.headers.accept ?? ''}\n`)
        .update(body)
        .digest('base64url')}`;
      const cached = await this.read(key);
      this.options.onLookup?.(cached === undefined ? 'miss' : 'hit');
      if (cached !== undefined) {
        const newline = cached.indexOf('\n');
        res
          .status(200)
          .type(cached.slice(0, newline))
          .send(cached.slice(newline + 1));
        return;
      }
      const send = res.send.bind(res);
      res.send = (sent: unknown) => {
        const cacheable = res.get(CACHEABLE_MARK) !== undefined;
        res.removeHeader(CACHEABLE_MARK);
        if (cacheable && res.statusCode === 200 && typeof sent === 'string')
          void this.write(key, `${res.get('content-type')}\n${sent}`);
        return send(sent);
      };
      next();
    };
  }

  /** Forgets every whole result (content changed in the backend: any of them may hold it), in every gateway sharing the store. */
  async clear(): Promise<void> {
    await this.store.deleteStartingWith(`${this.options.keyPrefix}result:`);
  }

  /**
   * Marks answers to queries without errors that ask no field allowing no caching, and that hold nothing copied for
   * an outage (it would outlive the outage here by the result lifetime).
   */
  plugin(schema: GraphQLSchema): ApolloServerPlugin {
    const uncacheable = uncacheableFields(schema);
    return {
      async requestDidStart() {
        return {
          async willSendResponse({ document, operation, response }) {
            if (
              operation?.operation === 'query' &&
              response.body.kind === 'single' &&
              !response.body.singleResult.errors &&
              !answeredFromOutageCopy() &&
              document &&
              !uncacheable(document)
            )
              response.http.headers.set(CACHEABLE_MARK, '1');
          },
        };
      },
    };
  }

  // A failing store (Redis down) costs a miss, never a failed request.
  private async read(key: string): Promise<string | undefined> {
    try {
      return await this.store.get(key);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'result cache read failed');
      return undefined;
    }
  }

  private async write(key: string, value: string): Promise<void> {
    try {
      await this.store.set(key, value, this.options.ttlSeconds);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'result cache write failed');
    }
  }
}
