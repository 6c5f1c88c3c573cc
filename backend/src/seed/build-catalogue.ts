import { buildCategories } from './build-categories';
import { buildDiagrams, type DiagramOptions } from './build-diagrams';
import type { Catalogue } from './catalogue';
import { PLANS } from './content/plans';
import { toPrices } from './prices';
import { Random } from './random';

const SEED = 20260101;

/** Builds the whole demo catalogue in memory; the same options always give the same catalogue. */
export function buildCatalogue(options: DiagramOptions): Catalogue {
  const random = new Random(SEED);
  const categories = buildCategories(random);
  const diagrams = buildDiagrams(random, categories, options);
  const plans = PLANS.map((plan) => ({
    documentId: random.documentId(),
    legacyId: plan.legacyId,
    name: plan.name,
    price: plan.price,
    prices: toPrices(plan.price),
    credits: plan.credits,
    paymentCycleMonths: plan.paymentCycleMonths,
    bonus: plan.bonus,
    creditsExpirationDays: plan.creditsExpirationDays,
    hidden: plan.hidden ?? false,
  }));
  return { categories, diagrams, plans };
}
