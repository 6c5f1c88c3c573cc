import {
  addMonths,
  balanceOf,
  drawUnits,
  expiringUnits,
  type Grant,
  nextExpiry,
  noticeDue,
  periodEnd,
  periodGrant,
  renewalDue,
} from '../src/domains/credits/rules';

/** The credit rules with an injected clock: grants, soonest-expiring-first spends, expiry and renewal dates. */
const NOW = new Date('2026-03-10T12:00:00.000Z');
const days = (count: number) => new Date(NOW.getTime() + count * 86_400_000);
const grant = (id: number, amount: number, used: number, expiresInDays: number): Grant => ({
  id,
  amount,
  used,
  expiresAt: days(expiresInDays),
});

describe('credit rules', () => {
  it('grants credits plus bonus, lasting the plan lifetime from the payment', () => {
    expect(periodGrant({ credits: 30, bonus: 5, credits_expiration_days: 90 }, NOW)).toEqual({
      amount: 35,
      expiresAt: days(90),
    });
  });

  it('counts only unused units of unexpired grants, and names the next expiry', () => {
    const grants = [grant(1, 10, 4, 30), grant(2, 5, 0, -1), grant(3, 20, 20, 10), grant(4, 3, 1, 30)];
    expect(balanceOf(grants, NOW)).toBe(8);
    expect(nextExpiry(grants, NOW)).toEqual({ amount: 8, expiresAt: days(30) });
    expect(balanceOf([], NOW)).toBe(0);
    expect(nextExpiry([grant(1, 2, 2, 5)], NOW)).toBeNull();
  });

  it('draws the soonest-expiring grant first, across grants, and refuses what it cannot cover', () => {
    const grants = [grant(1, 10, 0, 300), grant(2, 2, 1, 20), grant(3, 5, 0, 40)];
    expect(drawUnits(grants, 3, NOW)).toEqual([
      { grantId: 2, index: 1 },
      { grantId: 3, index: 0 },
      { grantId: 3, index: 1 },
    ]);
    expect(drawUnits(grants, 16, NOW)).toEqual(expect.arrayContaining([{ grantId: 1, index: 9 }]));
    expect(drawUnits(grants, 17, NOW)).toBeNull();
    // Expired at exactly now: no longer spendable.
    expect(drawUnits([grant(1, 5, 0, 0)], 1, NOW)).toBeNull();
  });

  it('expires the unused units of a grant past its expiry, and nothing before', () => {
    expect(expiringUnits(grant(7, 4, 2, -1), NOW)).toEqual([
      { grantId: 7, index: 2 },
      { grantId: 7, index: 3 },
    ]);
    expect(expiringUnits(grant(7, 4, 4, -1), NOW)).toEqual([]);
    expect(expiringUnits(grant(7, 4, 0, 1), NOW)).toEqual([]);
  });

  it('dates renewal periods in calendar months from the start, clamping short months', () => {
    const start = new Date('2026-01-31T09:30:00.000Z');
    expect(addMonths(start, 1).toISOString()).toBe('2026-02-28T09:30:00.000Z');
    expect(periodEnd(start, 1, 2).toISOString()).toBe('2026-03-31T09:30:00.000Z');
    expect(periodEnd(start, 12, 1).toISOString()).toBe('2027-01-31T09:30:00.000Z');
    expect(addMonths(new Date('2028-01-29T00:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('notices a renewal within the notice days before it, and renews once due', () => {
    expect(noticeDue(days(3), NOW, 3)).toBe(true);
    expect(noticeDue(days(3.01), NOW, 3)).toBe(false);
    expect(noticeDue(NOW, NOW, 3)).toBe(false);
    expect(renewalDue(NOW, NOW)).toBe(true);
    expect(renewalDue(days(1), NOW)).toBe(false);
    expect(renewalDue(null, NOW)).toBe(false);
  });
});
