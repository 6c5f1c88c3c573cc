import type { AppLocale } from '@/platform/i18n/locales';
import { getIntl } from '@/platform/i18n/server';
import { PopularCategories } from './PopularCategories';
import styles from './Subcategories.module.css';

type Props = { locale: AppLocale; categories: { id: string; name: string; url: string }[] };

/** Links to the categories below this one, as tags; nothing for a category without any. */
export async function Subcategories({ locale, categories }: Props) {
  if (categories.length === 0) return null;
  const intl = await getIntl(locale);
  return (
    <nav className={styles.subcategories} aria-label={intl.formatMessage({ id: 'category.subcategories' })}>
      <PopularCategories categories={categories} locale={locale} />
    </nav>
  );
}
