import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { AccountsConfig } from '../../env/settings';

export const accountsConfig = (strapi: Core.Strapi) => strapi.config.get('accounts') as AccountsConfig;

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Whether the request carries the gateway's shared secret (`X-Gateway-Secret`), compared in constant time. */
export function fromGateway(strapi: Core.Strapi, ctx: Pick<Context, 'request'>): boolean {
  const given = ctx.request.headers['x-gateway-secret'];
  return (
    typeof given === 'string' &&
    given !== '' &&
    crypto.timingSafeEqual(digest(given), digest(accountsConfig(strapi).gatewaySecret))
  );
}
