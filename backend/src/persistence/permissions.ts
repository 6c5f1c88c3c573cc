import type { Core } from '@strapi/strapi';
import { PERMISSION, ROLE } from './models';

/** The id of users-permissions' public role (of visitors without a session); null if it is missing. */
export const publicRoleId = async (strapi: Core.Strapi) =>
  ((await strapi.db.query(ROLE).findOne({ where: { type: 'public' } })) as { id: number } | null)?.id ?? null;

export const permissionsOfRole = (strapi: Core.Strapi, roleId: number) =>
  strapi.db.query(PERMISSION).findMany({ where: { role: roleId }, select: ['id', 'action'] }) as Promise<
    { id: number; action: string }[]
  >;

export const deletePermissions = async (strapi: Core.Strapi, ids: number[]): Promise<void> => {
  await strapi.db.query(PERMISSION).deleteMany({ where: { id: { $in: ids } } });
};

export const grantPermission = async (strapi: Core.Strapi, roleId: number, action: string): Promise<void> => {
  await strapi.db.query(PERMISSION).create({ data: { action, role: roleId } });
};
