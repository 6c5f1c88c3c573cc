import type { AppLocale } from '@/platform/i18n/locales';
import { formatPrice, type Money } from '../platform/currency/formatPrice';

/**
 * A price, formatted on the server only: the browser's Intl data may write it differently, and the
 * currency was chosen from the visitor's request headers, so client code never re-resolves it.
 */
export function Price({ money, locale, className }: { money: Money; locale: AppLocale; className?: string }) {
  return (
    <data className={className} value={money.amount} data-price={money.amount} data-currency={money.currency}>
      {formatPrice(money, locale)}
    </data>
  );
}
