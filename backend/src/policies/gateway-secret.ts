import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { fromGateway } from '../accounts/gateway';

/**
 * Route policy: only the gateway (valid `X-Gateway-Secret`) passes; anyone else gets 403. On users-permissions'
 * register route, so nobody registers around the gateway's limits (docs/adr/0010-accounts-in-strapi.md).
 */
export default (policyContext: Context, _config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  fromGateway(strapi, policyContext);
