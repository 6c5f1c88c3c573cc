import { z } from '@/platform/security/zodWithoutEval';

/** localStorage key of the plan checkout's state (spec §4: subscription state persists in local storage). */
export const PLAN_STORE_KEY = 'shop.subscription';

/** A decimal string from the gateway ("39.00") and its currency: shown, never computed with. */
const money = z.object({
  amount: z.string().regex(/^\d{1,12}(\.\d{1,4})?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

const id = z.string().min(1).max(100);
const name = z.string().min(1).max(300);

const storedPlan = z.object({ id, legacyId: z.number().int().positive(), name, price: money });

/** Spec §3: a subscription's status, in the spec's lower-case words ('active' is the one that matters). */
const SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due', 'cancelled'] as const;

const storedSubscription = z.object({ id, status: z.enum(SUBSCRIPTION_STATUSES), name, price: money });

/** -1: no column chosen yet, so the recommended plan is highlighted. */
const NO_COLUMN = -1;

const planStateSchema = z.object({
  plan: storedPlan.nullable(),
  subscription: storedSubscription.nullable(),
  activeColumn: z.number().int().min(NO_COLUMN).max(99),
});

/** Spec §3's subscription store: the chosen plan, the subscription made for it, the active column counter. */
export type PlanState = z.infer<typeof planStateSchema>;
export type StoredPlan = z.infer<typeof storedPlan>;
export type StoredSubscription = z.infer<typeof storedSubscription>;
export type SubscriptionStatus = StoredSubscription['status'];

export const EMPTY_PLAN_STATE: PlanState = { plan: null, subscription: null, activeColumn: NO_COLUMN };

/** The stored value, checked: absent, not JSON or of another shape is the empty state (never fatal). */
export function parsePlanState(raw: string | null): PlanState {
  if (!raw) return EMPTY_PLAN_STATE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_PLAN_STATE;
  }
  const parsed = planStateSchema.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_PLAN_STATE;
}

/** What is stored for `state`: null (nothing) for the empty state. */
export function serializePlanState(state: PlanState): string | null {
  const empty = !state.plan && !state.subscription && state.activeColumn === NO_COLUMN;
  return empty ? null : JSON.stringify(state);
}

/** The gateway's SubscriptionStatus (ACTIVE) as the store keeps it (active). */
export function storedStatus(status: string): SubscriptionStatus {
  const lower = status.toLowerCase();
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(lower) ? (lower as SubscriptionStatus) : 'pending';
}

/** The recommended plan's column: the first (cheapest monthly first) that carries a bonus, else the first. */
export function recommendedColumn(plans: readonly { bonus: number }[]): number {
  return Math.max(
    0,
    plans.findIndex((plan) => plan.bonus > 0),
  );
}

/** The column highlighted on /subscription: the one the visitor last moved to, else the recommended one. */
export function highlightedColumn(activeColumn: number, count: number, recommended: number): number {
  return activeColumn >= 0 && activeColumn < count ? activeColumn : recommended;
}
