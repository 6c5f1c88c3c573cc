import type { AppLocale } from '@/platform/i18n/locales';
import { getIntl } from '@/platform/i18n/server';
import styles from './NewBadge.module.css';

/** The "New" label of a diagram tagged new, on its tile and on its page. */
export async function NewBadge({ locale, className = '' }: { locale: AppLocale; className?: string }) {
  const intl = await getIntl(locale);
  return <span className={`${styles.badge} ${className}`}>{intl.formatMessage({ id: 'catalog.tile.new' })}</span>;
}
