import Link from 'next/link';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import { getIntl } from '@/platform/i18n/server';
import { JsonLd } from '@/platform/seo/JsonLd';
import { absoluteUrl } from '@/platform/config/siteUrl';
import styles from './Breadcrumbs.module.css';

export type Crumb = { name: string; path: string };

/** The trail from the home page to the current page (the last crumb), also as BreadcrumbList data. */
export async function Breadcrumbs({ locale, trail }: { locale: AppLocale; trail: Crumb[] }) {
  const intl = await getIntl(locale);
  const crumbs = [
    { name: intl.formatMessage({ id: 'catalog.breadcrumbs.home' }), path: localePath(locale, '/') },
    ...trail,
  ];
  return (
    <nav className={styles.breadcrumbs} aria-label={intl.formatMessage({ id: 'catalog.breadcrumbs.label' })}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className={styles.item}>
            {index < crumbs.length - 1 ? (
              <Link className={styles.link} href={crumb.path}>
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: absoluteUrl(crumb.path),
          })),
        }}
      />
    </nav>
  );
}
