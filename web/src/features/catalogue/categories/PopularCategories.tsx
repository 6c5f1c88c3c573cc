import Link from 'next/link';
import type { AppLocale } from '@/platform/i18n/locales';
import type { HomeCategoriesQuery } from '@/gql/graphql';
import { categoryPath } from '../../../platform/routing/categoryPath';
import styles from './PopularCategories.module.css';

type Props = { categories: Omit<HomeCategoriesQuery['popularCategories'][number], '__typename'>[]; locale: AppLocale };

/** Popular categories as a row of tags. */
export function PopularCategories({ categories, locale }: Props) {
  return (
    <ul className={styles.tags}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link className={styles.tag} href={categoryPath(locale, category.url)}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
