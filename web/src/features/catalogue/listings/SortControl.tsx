import Form from 'next/form';
import type { AppLocale } from '@/platform/i18n/locales';
import type { MessageId } from '@/platform/i18n/messages';
import { getIntl } from '@/platform/i18n/server';
import { SORTS } from '../../../platform/routing/listingParams';
import { SortSelect } from './SortSelect';
import styles from './SortControl.module.css';

/** In the order of SORTS. */
const SORT_LABELS: MessageId[] = [
  'catalog.sort.original',
  'catalog.sort.priceAsc',
  'catalog.sort.priceDesc',
  'catalog.sort.oldest',
];

/**
 * Spec §9's sort options as a GET form on the listing's own path: `?sort=N`, back to the first page.
 * Without JavaScript the visitor submits it with its button; next/form navigates without a reload.
 */
export async function SortControl({ locale, path, sort }: { locale: AppLocale; path: string; sort: number }) {
  const intl = await getIntl(locale);
  return (
    <Form action={path} className={styles.form}>
      <label htmlFor="sort" className={styles.label}>
        {intl.formatMessage({ id: 'catalog.sort.label' })}
      </label>
      <SortSelect id="sort" name="sort" defaultValue={sort} className={styles.select}>
        {SORTS.map((_, value) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the sort option's number (spec §9)
          <option key={value} value={value}>
            {intl.formatMessage({ id: SORT_LABELS[value] })}
          </option>
        ))}
      </SortSelect>
      <noscript>
        <button type="submit" className={`button ${styles.apply}`}>
          {intl.formatMessage({ id: 'catalog.sort.apply' })}
        </button>
      </noscript>
    </Form>
  );
}
