import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * Holds a row for the rest of a transaction (FOR UPDATE), so another process paying the same order or
 * subscription waits. PostgreSQL only: SQLite has one writer at a time anyway and no FOR UPDATE.
 */
export async function lockRow(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  lock: { uid: string; where: Record<string, unknown> },
): Promise<void> {
  if (strapi.db.dialect.client !== 'postgres') return;
  const table = strapi.db.metadata.get(lock.uid as never).tableName;
  await strapi.db.getConnection(table).transacting(trx).where(lock.where).forUpdate().first();
}
