import Link from 'next/link';
import { CategoryIcon } from '@/features/catalogue/categories/CategoryIcon';
import { categoryPath } from '@/platform/routing/categoryPath';
import type { ShopFrameQuery } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import { getIntl } from '@/platform/i18n/server';
import styles from './TemplatesPanel.module.css';

type Category = ShopFrameQuery['popularCategories'][number];

function CategoryGroup({
  id,
  title,
  categories,
  locale,
}: {
  id: string;
  title: string;
  categories: Category[];
  locale: AppLocale;
}) {
  if (categories.length === 0) return null;
  return (
    <div className={styles.group}>
      <p id={id} className={styles.groupTitle}>
        {title}
      </p>
      <ul className={styles.groupList} aria-labelledby={id}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link className={styles.groupLink} href={categoryPath(locale, category.url)}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The dropdown's content (spec §2): all products, the bundles category, popular categories, the
 * menu categories and the free slide sample. Without gateway data only "all products" remains.
 */
export async function TemplatesPanel({ locale, frame }: { locale: AppLocale; frame: ShopFrameQuery | undefined }) {
  const intl = await getIntl(locale);
  const bundles = frame?.bundlesCategory;
  const freeDiagram = frame?.freeSample.diagram;
  return (
    <div className={styles.panel}>
      <ul className={styles.featured}>
        <li>
          <Link className={styles.featuredLink} href={localePath(locale, '/catalog/')}>
            <CategoryIcon icon="diagram" className={styles.featuredIcon} />
            {intl.formatMessage({ id: 'header.templates.all' })}
          </Link>
        </li>
        {bundles && (
          <li>
            <Link className={styles.featuredLink} href={categoryPath(locale, bundles.url)}>
              <CategoryIcon icon="bundle" className={styles.featuredIcon} />
              {bundles.name}
            </Link>
          </li>
        )}
      </ul>
      <CategoryGroup
        id="templates-popular"
        title={intl.formatMessage({ id: 'header.templates.popular' })}
        categories={frame?.popularCategories ?? []}
        locale={locale}
      />
      <CategoryGroup
        id="templates-categories"
        title={intl.formatMessage({ id: 'header.templates.categories' })}
        categories={frame?.menuCategories ?? []}
        locale={locale}
      />
      {/* Spec §2: the free slide sample comes last. */}
      {freeDiagram && (
        <ul className={styles.featured}>
          <li>
            <Link className={styles.featuredLink} href={localePath(locale, `/diagrams/${freeDiagram.url}/`)}>
              <CategoryIcon icon="free" className={styles.featuredIcon} />
              {intl.formatMessage({ id: 'header.templates.freeSample' })}
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
