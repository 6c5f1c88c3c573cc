import type { Core } from '@strapi/strapi';
import { deletePermissions, grantPermission, permissionsOfRole, publicRoleId } from '../persistence/permissions';

const PUBLIC_CONTENT_TYPES = ['category', 'diagram', 'slide', 'plan', 'static-page'];
const READ_ACTIONS = ['find', 'findOne'];

/** Sign-in/sign-up endpoints that users-permissions grants to the public role by default. */
const AUTH_ACTION_PREFIX = 'plugin::users-permissions.auth.';

/**
 * Gives the public role read-only access to the catalogue and to nothing else
 * (besides the sign-in endpoints). Idempotent: only missing or unexpected rows change.
 */
export async function grantPublicReadAccess(strapi: Core.Strapi): Promise<void> {
  const roleId = await publicRoleId(strapi);
  if (roleId === null) throw new Error('users-permissions public role not found');

  const wanted = PUBLIC_CONTENT_TYPES.flatMap((name) => READ_ACTIONS.map((action) => `api::${name}.${name}.${action}`));
  const current = await permissionsOfRole(strapi, roleId);
  const currentActions = new Set(current.map((permission) => permission.action));

  const unexpected = current.filter(
    (permission) => !wanted.includes(permission.action) && !permission.action.startsWith(AUTH_ACTION_PREFIX),
  );
  if (unexpected.length > 0)
    await deletePermissions(
      strapi,
      unexpected.map((permission) => permission.id),
    );
  for (const action of wanted.filter((action) => !currentActions.has(action))) {
    await grantPermission(strapi, roleId, action);
  }
}
