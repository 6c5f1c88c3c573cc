import type { Core } from '@strapi/strapi';
import { CORE_STORE } from './models';

/**
 * Social sign-in's provider states (accounts/grant-sessions.ts), as rows of Strapi's core store: the state as JSON
 * in `value`, its expiry as an ISO time in `tag` (ISO times sort as text, so old rows go in one query).
 */
const TYPE = 'grant-session';
const rowKey = (key: string) => `grant_session_${key}`;

export interface GrantSessionRow {
  id: number;
  value: string;
  tag: string | null;
}

export const grantSessionRow = (strapi: Core.Strapi, key: string) =>
  strapi.db.query(CORE_STORE).findOne({ where: { key: rowKey(key), type: TYPE } }) as Promise<GrantSessionRow | null>;

export const deleteGrantSession = async (strapi: Core.Strapi, key: string): Promise<void> => {
  await strapi.db.query(CORE_STORE).deleteMany({ where: { key: rowKey(key), type: TYPE } });
};

/** Deletes the states that expired before `now` (an ISO time). */
export const deleteExpiredGrantSessions = async (strapi: Core.Strapi, now: string): Promise<void> => {
  await strapi.db.query(CORE_STORE).deleteMany({ where: { type: TYPE, tag: { $lt: now } } });
};

/** Writes a state: its row updated, or created when it has none. */
export async function saveGrantSession(strapi: Core.Strapi, key: string, value: string, expiry: string) {
  const rows = strapi.db.query(CORE_STORE);
  const data = { value, tag: expiry };
  const updated = (await rows.updateMany({ where: { key: rowKey(key), type: TYPE }, data })) as { count: number };
  if (updated.count === 0) await rows.create({ data: { ...data, key: rowKey(key), type: TYPE } });
}
