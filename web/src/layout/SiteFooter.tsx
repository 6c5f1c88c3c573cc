import Link from 'next/link';
import type { AppLocale } from '@/i18n/locales';
import { getIntl } from '@/i18n/server';
import { localePath } from '@/i18n/localePath';
import type { MessageId } from '@/i18n/messages';
import { Logo } from './Logo';
import styles from './SiteFooter.module.css';

const LINK_GROUPS: { title: MessageId; links: { label: MessageId; path: string }[] }[] = [
  {
    title: 'footer.shop',
    links: [
      { label: 'header.nav.catalog', path: '/catalog/' },
      { label: 'footer.shop.new', path: '/catalog/new/' },
      { label: 'footer.shop.bundles', path: '/category/bundles/' },
      { label: 'header.nav.subscription', path: '/subscription/' },
    ],
  },
  {
    title: 'footer.help',
    links: [
      { label: 'header.nav.faq', path: '/faq/' },
      { label: 'header.nav.services', path: '/design-services/' },
      { label: 'header.nav.contact', path: '/contact/' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { label: 'header.nav.about', path: '/about/' },
      { label: 'footer.terms', path: '/terms/' },
      { label: 'footer.privacy', path: '/contact/#terms' },
    ],
  },
];

/** The default layout's footer. */
export async function SiteFooter({ locale }: { locale: AppLocale }) {
  const intl = await getIntl(locale);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <Logo locale={locale} />
          <p>{intl.formatMessage({ id: 'meta.description' })}</p>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'footer.label' })} className={styles.groups}>
          {LINK_GROUPS.map(({ title, links }) => (
            <section key={title} className={styles.group}>
              <h2 className={styles.groupTitle}>{intl.formatMessage({ id: title })}</h2>
              <ul className={styles.list}>
                {links.map(({ label, path }) => (
                  <li key={path}>
                    <Link className={styles.link} href={localePath(locale, path)}>
                      {intl.formatMessage({ id: label })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className="container">{intl.formatMessage({ id: 'footer.copyright' }, { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
