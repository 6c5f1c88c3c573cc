import { isIP } from 'node:net';
import type { Core } from '@strapi/strapi';
import { fromGateway } from '../domains/account/gateway';

/**
 * The visitor's address, when the gateway names it (`X-Shop-Client-Address` with a valid `X-Gateway-Secret`):
 * Strapi would otherwise see the gateway's address on every request, and users-permissions' per-address auth
 * limit would throttle every visitor at once. From anyone else the header is ignored.
 */
const clientAddress: Core.MiddlewareFactory =
  (_config, { strapi }) =>
  async (ctx, next) => {
    const named = ctx.get('x-shop-client-address').trim();
    if (named && isIP(named) && fromGateway(strapi, ctx)) ctx.request.ip = named;
    return next();
  };

export default clientAddress;
