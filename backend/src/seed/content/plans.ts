import type { Localized } from '../../locales';

export interface PlanDefinition {
  legacyId: number;
  name: Localized;
  price: number;
  credits: number;
  paymentCycleMonths: number;
  bonus: number;
  creditsExpirationDays: number;
  /** A plan no longer offered: never listed nor subscribable (existing subscriptions keep it). */
  hidden?: boolean;
}

/** Credit-based subscription plans, monthly and yearly. Prices in USD. */
export const PLANS: PlanDefinition[] = [
  {
    legacyId: 1,
    price: 19,
    credits: 10,
    paymentCycleMonths: 1,
    bonus: 0,
    creditsExpirationDays: 90,
    name: {
      en: 'Starter Monthly',
      fr: 'Formule Starter mensuelle',
      de: 'Starter monatlich',
      es: 'Starter mensual',
      pt: 'Starter mensal',
    },
  },
  {
    legacyId: 2,
    price: 39,
    credits: 30,
    paymentCycleMonths: 1,
    bonus: 5,
    creditsExpirationDays: 90,
    name: { en: 'Pro Monthly', fr: 'Formule Pro mensuelle', de: 'Pro monatlich', es: 'Pro mensual', pt: 'Pro mensal' },
  },
  {
    legacyId: 3,
    price: 99,
    credits: 100,
    paymentCycleMonths: 1,
    bonus: 20,
    creditsExpirationDays: 90,
    name: {
      en: 'Team Monthly',
      fr: 'Formule Équipe mensuelle',
      de: 'Team monatlich',
      es: 'Equipo mensual',
      pt: 'Equipa mensal',
    },
  },
  {
    legacyId: 4,
    price: 190,
    credits: 120,
    paymentCycleMonths: 12,
    bonus: 10,
    creditsExpirationDays: 365,
    name: {
      en: 'Starter Yearly',
      fr: 'Formule Starter annuelle',
      de: 'Starter jährlich',
      es: 'Starter anual',
      pt: 'Starter anual',
    },
  },
  {
    legacyId: 5,
    price: 390,
    credits: 360,
    paymentCycleMonths: 12,
    bonus: 60,
    creditsExpirationDays: 365,
    name: { en: 'Pro Yearly', fr: 'Formule Pro annuelle', de: 'Pro jährlich', es: 'Pro anual', pt: 'Pro anual' },
  },
  {
    legacyId: 6,
    price: 990,
    credits: 1200,
    paymentCycleMonths: 12,
    bonus: 240,
    creditsExpirationDays: 365,
    name: {
      en: 'Team Yearly',
      fr: 'Formule Équipe annuelle',
      de: 'Team jährlich',
      es: 'Equipo anual',
      pt: 'Equipa anual',
    },
  },
  {
    legacyId: 7,
    price: 49,
    credits: 60,
    paymentCycleMonths: 1,
    bonus: 0,
    creditsExpirationDays: 60,
    hidden: true,
    name: {
      en: 'Legacy Unlimited',
      fr: 'Formule Illimitée historique',
      de: 'Unbegrenzt (Altangebot)',
      es: 'Ilimitado heredado',
      pt: 'Ilimitado antigo',
    },
  },
];
