import type { Money } from '@/platform/currency/formatPrice';

/** Spec §4: a discount counts only when its amount is above 0 (a comparison, no price arithmetic). */
export function isDiscount(money: Money | null | undefined): boolean {
  return !!money && Number(money.amount) > 0;
}
