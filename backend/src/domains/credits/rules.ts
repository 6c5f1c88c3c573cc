/**
 * The credit rules, free of the database so that they are tested with an injected clock
 * (docs/adr/0013-plans-and-credits.md). A grant's units are numbered 0…amount−1; a used unit (spent or expired)
 * is a row of its own, so `used` is how many of them exist.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface Grant {
  id: number;
  amount: number;
  used: number;
  expiresAt: Date;
}

/** One unit of a grant, named as the unique `<grant id>:<index>` row that uses it. */
export interface Unit {
  grantId: number;
  index: number;
}

export const unitKey = (unit: Unit) => `${unit.grantId}:${unit.index}`;

/** What a plan's period grants: its credits plus its bonus, lasting the plan's credits' lifetime from `now`. */
export function periodGrant(
  plan: { credits: number; bonus: number; credits_expiration_days: number },
  now: Date,
): { amount: number; expiresAt: Date } {
  return {
    amount: Math.max(0, plan.credits) + Math.max(0, plan.bonus),
    expiresAt: new Date(now.getTime() + plan.credits_expiration_days * DAY_MS),
  };
}

const isExpired = (grant: Pick<Grant, 'expiresAt'>, now: Date) => grant.expiresAt.getTime() <= now.getTime();

const unused = (grant: Grant) => Math.max(0, grant.amount - grant.used);

/** Grants that can still be spent, soonest-expiring first (the older grant first on a tie). */
function spendable(grants: Grant[], now: Date): Grant[] {
  return grants
    .filter((grant) => !isExpired(grant, now) && unused(grant) > 0)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
}

/** The credits available now: the unused units of unexpired grants; never negative. */
export const balanceOf = (grants: Grant[], now: Date) =>
  spendable(grants, now).reduce((sum, grant) => sum + unused(grant), 0);

/** The credits that expire next and when, or null when nothing is left. */
export function nextExpiry(grants: Grant[], now: Date): { amount: number; expiresAt: Date } | null {
  const [first] = spendable(grants, now);
  if (!first) return null;
  const amount = spendable(grants, now)
    .filter((grant) => grant.expiresAt.getTime() === first.expiresAt.getTime())
    .reduce((sum, grant) => sum + unused(grant), 0);
  return { amount, expiresAt: first.expiresAt };
}

/** The units a spend of `cost` uses, drawn from the soonest-expiring grant first; null when there are too few. */
export function drawUnits(grants: Grant[], cost: number, now: Date): Unit[] | null {
  const units: Unit[] = [];
  for (const grant of spendable(grants, now)) {
    for (let index = grant.used; index < grant.amount && units.length < cost; index += 1) {
      units.push({ grantId: grant.id, index });
    }
    if (units.length === cost) return units;
  }
  return null;
}

/** The units of a grant nobody used yet. */
export const unusedUnits = (grant: Grant): Unit[] =>
  Array.from({ length: unused(grant) }, (_, offset) => ({ grantId: grant.id, index: grant.used + offset }));

/** The units an expired grant still holds: they are written off by its `expire` entry. */
export const expiringUnits = (grant: Grant, now: Date): Unit[] => (isExpired(grant, now) ? unusedUnits(grant) : []);

/** `months` calendar months after `start`, on the same day or the month's last one (31 Jan + 1 → 28/29 Feb). */
export function addMonths(start: Date, months: number): Date {
  const result = new Date(start.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * The end of paid period `periodIndex` (1 = the first) of a subscription whose first period started at `start`:
 * computed from the start each time, so that short months do not shift later periods.
 */
export const periodEnd = (start: Date, cycleMonths: number, periodIndex: number) =>
  addMonths(start, cycleMonths * periodIndex);

/** Whether the renewal notice of the period ending at `renewalAt` is due: within `noticeDays` before it. */
export const noticeDue = (renewalAt: Date, now: Date, noticeDays: number) =>
  now.getTime() < renewalAt.getTime() && renewalAt.getTime() - now.getTime() <= noticeDays * DAY_MS;

export const renewalDue = (renewalAt: Date | null, now: Date) =>
  renewalAt !== null && renewalAt.getTime() <= now.getTime();
