import type { Core } from '@strapi/strapi';
import type { Locale } from '../locales';
import { newRowFields } from './document-id';
import { ENTITLEMENT } from './models';

/** A diagram an account obtained with credits, in the language it was obtained in. */
export interface EntitlementRow {
  id: number;
  diagram_legacy_id: number;
  language: Locale | null;
  createdAt: string;
}

/** The entitlement of a key (one per account and diagram), if any. */
export const findEntitlement = async (strapi: Core.Strapi, key: string) =>
  (await strapi.db.query(ENTITLEMENT).findOne({ where: { key } })) as EntitlementRow | null;

/** The entitlement a download link names, with what the link needs (its diagram and language). */
export const entitlementById = async (strapi: Core.Strapi, id: number) =>
  (await strapi.db
    .query(ENTITLEMENT)
    .findOne({ where: { id }, select: ['id', 'diagram_legacy_id', 'language'] })) as EntitlementRow | null;

/** Whether an entitlement of this key exists: its id only, for a page view. */
export const hasEntitlement = async (strapi: Core.Strapi, key: string) =>
  (await strapi.db.query(ENTITLEMENT).findOne({ where: { key }, select: ['id'] })) !== null;

/** What a diagram obtained with credits records: the spend entry that paid it and what it cost. */
export interface NewEntitlement {
  key: string;
  user: number;
  diagram_legacy_id: number;
  charged: number;
  entry_id: number;
  language: Locale;
}

/** Inserts an entitlement; a second one of the same key (account and diagram) throws. */
export async function insertEntitlement(
  strapi: Core.Strapi,
  entitlement: NewEntitlement,
  now: Date,
): Promise<EntitlementRow> {
  return (await strapi.db.query(ENTITLEMENT).create({
    data: { ...entitlement, ...newRowFields(now) },
  })) as EntitlementRow;
}

/** The account's latest entitlements, newest first. */
export const latestEntitlementsOf = async (strapi: Core.Strapi, userId: number, limit: number) =>
  (await strapi.db.query(ENTITLEMENT).findMany({
    where: { user: { id: userId } },
    orderBy: { id: 'desc' },
    limit,
  })) as EntitlementRow[];
