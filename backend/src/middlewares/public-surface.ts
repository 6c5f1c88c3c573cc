import type { Core } from '@strapi/strapi';

/**
 * What the public backend answers when the admin panel is not served (SERVE_ADMIN=false, the default): the REST
 * API under /api (content, shop, sign-in), the media under /uploads and the health check. Everything else (the
 * admin API with `/admin/register-admin`, the plugins' admin routes such as /content-manager or /upload, Strapi's
 * redirect to /admin) is 404 without reaching Strapi's router: an allow-list, so a route a plugin adds later stays
 * closed too. Staff use a separate backend that serves the admin (docs/adr/0009-admin-for-staff.md).
 */
export function isPublicPath(path: string, apiPrefix: string): boolean {
  return path === '/_health' || path === apiPrefix || path.startsWith(`${apiPrefix}/`) || path.startsWith('/uploads/');
}

const publicSurface: Core.MiddlewareFactory = (_config, { strapi }) => {
  if (strapi.config.get('admin.serveAdminPanel')) return async (_ctx, next) => next();
  const apiPrefix = strapi.config.get('api.rest.prefix', '/api') as string;
  return async (ctx, next) => {
    if (isPublicPath(ctx.path, apiPrefix)) return next();
    ctx.status = 404;
    ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };
  };
};

export default publicSurface;
