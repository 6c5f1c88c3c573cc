import Link from 'next/link';
import type { AppLocale } from '@/platform/i18n/locales';
import type { HomeCategoriesQuery } from '@/gql/graphql';
import { CategoryIcon } from './CategoryIcon';
import { categoryPath } from '../../../platform/routing/categoryPath';
import styles from './CategoryGrid.module.css';

type Props = { categories: HomeCategoriesQuery['topLevelCategories']; locale: AppLocale };

/** Top-level categories as cards, each with its icon. */
export function CategoryGrid({ categories, locale }: Props) {
  return (
    <ul className={styles.grid}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            className={styles.card}
            href={categoryPath(locale, category.url)}
            data-icon={category.icon ?? undefined}
          >
            <span className={styles.iconBox}>
              <CategoryIcon icon={category.icon} className={styles.icon} />
            </span>
            <span className={styles.name}>{category.name}</span>
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
