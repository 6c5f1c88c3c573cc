import type { Core } from '@strapi/strapi';
import type { Currency } from '@shop/money';
import { DEFAULT_LOCALE } from '../locales';
import { PLAN } from './models';

export interface PlanRow {
  legacy_id: number;
  name: string;
  credits: number | null;
  bonus: number | null;
  payment_cycle_months: number | null;
  credits_expiration_days: number | null;
  prices: { currency: Currency; amount: number | string }[];
}

/** Plans staff have hidden (`hidden: true`); rows from before the attribute existed (null) are visible. */
export const VISIBLE_PLAN = { $or: [{ hidden: false }, { hidden: { $null: true } }] };

/** A plan that is not hidden, by legacy id or documentId, in English, with its prices; null when there is none. */
export const visiblePlan = async (strapi: Core.Strapi, by: { legacy_id: number } | { documentId: string }) =>
  (await strapi.db.query(PLAN).findOne({
    where: { $and: [{ ...by, locale: DEFAULT_LOCALE }, VISIBLE_PLAN] },
    populate: { prices: true },
  })) as PlanRow | null;
