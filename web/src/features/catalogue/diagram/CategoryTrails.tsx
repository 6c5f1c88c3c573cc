import Link from 'next/link';
import type { AppLocale } from '@/platform/i18n/locales';
import { categoryPath } from '@/platform/routing/categoryPath';
import styles from './CategoryTrails.module.css';

type CategoryLink = { id: string; name: string; url: string };
type Category = CategoryLink & { parent: CategoryLink | null };

/**
 * Each category of a diagram under its parent ("Diagrams › Timelines"), both links. A category
 * that is already shown as the parent of another is not repeated on its own.
 */
export function CategoryTrails({
  categories,
  locale,
  label,
}: {
  categories: Category[];
  locale: AppLocale;
  label: string;
}) {
  const parents = new Set(categories.map((category) => category.parent?.id));
  return (
    <ul className={styles.trails} aria-label={label}>
      {categories
        .filter((category) => !parents.has(category.id))
        .map((category) => (
          <li key={category.id} className={styles.trail}>
            {category.parent && (
              <>
                <Link className={styles.link} href={categoryPath(locale, category.parent.url)}>
                  {category.parent.name}
                </Link>
                <span className={styles.separator} aria-hidden="true">
                  ›
                </span>
              </>
            )}
            <Link className={styles.link} href={categoryPath(locale, category.url)}>
              {category.name}
            </Link>
          </li>
        ))}
    </ul>
  );
}
