import { languages, type AppLocale } from '@/platform/i18n/locales';

/** An amount from the gateway: a decimal string ("19.00"), never a float. */
export type Money = { amount: string; currency: string };

/**
 * A price as the page's language writes it ("$19.00", "19,00 €"). The decimal string is passed to
 * Intl as is: no conversion to a float, so nothing drifts.
 */
export function formatPrice({ amount, currency }: Money, locale: AppLocale): string {
  return formatter(locale, currency).format(amount as Intl.StringNumericLiteral);
}

// Creating an Intl.NumberFormat costs far more than using one, and a listing formats dozens of prices.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: AppLocale, currency: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${locale}-${languages[locale].region}`, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format;
}
