import type { IntlShape } from 'react-intl';

/** A date of the gateway (ISO) as the visitor's language writes a day: "23 novembre 2026". */
export function formatDay(intl: IntlShape, iso: unknown): string {
  return intl.formatDate(new Date(String(iso)), { dateStyle: 'long', timeZone: 'UTC' });
}
