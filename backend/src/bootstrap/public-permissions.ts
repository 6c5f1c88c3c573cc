import type { Core } from '@strapi/strapi';

const PUBLIC_CONTENT_TYPES = ['category', 'diagram', 'slide', 'plan', 'static-page'];
const READ_ACTIONS = ['find', 'findOne'];

/** Sign-in/sign-up endpoints that users-permissions grants to the public role by default. */
const AUTH_ACTION_PREFIX = 'plugin::users-permissions.auth.';

type Permission = { id: number; action: string };

/**
 * Gives the public role read-only access to the catalogue and to nothing else
 * (besides the sign-in endpoints). Idempotent: only missing or unexpected rows change.
 */
export async function grantPublicReadAccess(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('users-permissions public role not found');

  const wanted = PUBLIC_CONTENT_TYPES.flatMap((name) => READ_ACTIONS.map((action) => `api::${name}.${name}.${action}`));
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const current: Permission[] = await permissions.findMany({ where: { role: role.id }, select: ['id', 'action'] });
  const currentActions = new Set(current.map((permission) => permission.action));

  const unexpected = current.filter(
    (permission) => !wanted.includes(permission.action) && !permission.action.startsWith(AUTH_ACTION_PREFIX),
  );
  if (unexpected.length > 0) {
    await permissions.deleteMany({ where: { id: { $in: unexpected.map((permission) => permission.id) } } });
  }
  for (const action of wanted.filter((action) => !currentActions.has(action))) {
    await permissions.create({ data: { action, role: role.id } });
  }
}
