import { isPublicPath } from '../src/middlewares/public-surface';

describe('isPublicPath (backend without the admin panel)', () => {
  it.each([
    '/api',
    '/api/diagrams',
    '/api/website/v1/orders/',
    '/api/auth/local',
    '/uploads/previews/a.svg',
    '/_health',
  ])('answers %s', (path) => expect(isPublicPath(path, '/api')).toBe(true));

  it.each([
    '/',
    '/admin',
    '/admin/register-admin',
    '/ADMIN/init',
    '//admin/init',
    '/content-manager/content-types',
    '/upload/files',
    '/i18n/locales',
    '/users-permissions/roles',
    '/content-type-builder/content-types',
    '/favicon.ico',
    '/apis',
    '/_health/x',
    '/uploads',
  ])('refuses %s', (path) => expect(isPublicPath(path, '/api')).toBe(false));
});
