import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { fromGateway } from '../domains/account/gateway';

/**
 * Route policy: only the gateway (valid `X-Gateway-Secret`) passes; anyone else gets 403. On users-permissions'
 * /api/auth/* routes and the shop's own, so nobody signs in, registers or has mail sent around the gateway's limits
 * (docs/adr/0010-accounts-in-strapi.md, issue 29).
 */
export default (policyContext: Context, _config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  fromGateway(strapi, policyContext);
