import Link from 'next/link';
import { HeaderAccountLink } from '@/features/account/HeaderAccountLink';
import { localizedAccountUrl } from '@/platform/routing/accountPath';
import { categoryPath } from '@/platform/routing/categoryPath';
import type { ShopFrameQuery } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import type { MessageId } from '@/platform/i18n/messages';
import { getIntl } from '@/platform/i18n/server';
import { staticPagePath } from '@/platform/routing/staticPaths';
import { CountBadgeLink } from './CountBadgeLink';
import { ExternalLink } from './ExternalLink';
import { accountUrl, blogUrl } from './externalLinks';
import { HeaderShell } from './HeaderShell';
import { CartIcon, ExternalIcon, HeartIcon, UserIcon } from '../../../ui/icons';
import { LanguageSwitcher } from '../../../ui/LanguageSwitcher';
import { Logo } from '../../../ui/Logo';
import { SearchForm } from './SearchForm';
import { TemplatesMenu } from './TemplatesMenu';
import { TemplatesPanel } from './TemplatesPanel';
import styles from './SiteHeader.module.css';

type Props = { locale: AppLocale; frame: ShopFrameQuery | undefined };

/**
 * The default layout's header (spec §2): logo, search, account links, main navigation, languages.
 * The account link leads to the account site in the visitor's language, and names the signed-in user.
 */
export async function SiteHeader({ locale, frame }: Props) {
  const intl = await getIntl(locale);
  const text = (id: MessageId) => intl.formatMessage({ id });
  const freebies = frame?.freeSample.category;

  const navLink = (label: MessageId, path: string) => (
    <li>
      <Link className={styles.navLink} href={path}>
        {text(label)}
      </Link>
    </li>
  );

  const nav = (
    <nav aria-label={text('header.nav.label')}>
      <ul className={styles.navList}>
        {navLink('header.nav.chat', localePath(locale, '/chat/'))}
        <li className={styles.navItem}>
          <TemplatesMenu label={text('header.nav.templates')}>
            <TemplatesPanel locale={locale} frame={frame} />
          </TemplatesMenu>
        </li>
        {navLink('header.nav.subscription', localePath(locale, '/subscription/'))}
        {navLink('header.nav.services', staticPagePath('designServices', locale))}
        {navLink('header.nav.faq', staticPagePath('faq', locale))}
        <li>
          <ExternalLink className={styles.navLink} href={blogUrl()} newTabHint={text('header.newTab')}>
            {text('header.nav.blog')}
            <ExternalIcon className={styles.externalIcon} />
          </ExternalLink>
        </li>
        {navLink('header.nav.about', staticPagePath('about', locale))}
        {navLink('header.nav.contact', staticPagePath('contact', locale))}
        {freebies && (
          <li>
            <Link className={`${styles.navLink} ${styles.freebies}`} href={categoryPath(locale, freebies.url)}>
              {text('header.nav.freebies')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );

  const actions = (
    <>
      <HeaderAccountLink
        className={styles.action}
        labelClassName={styles.actionLabel}
        href={localizedAccountUrl(accountUrl(), locale)}
        icon={<UserIcon className={styles.actionIcon} />}
      />
      <CountBadgeLink className={styles.action} href={localePath(locale, '/wishlist/')} storageKey="wishlist">
        <HeartIcon className={styles.actionIcon} />
        <span className={styles.actionLabel}>{text('header.wishlist')}</span>
      </CountBadgeLink>
      <CountBadgeLink className={styles.action} href={localePath(locale, '/checkout/order/')} storageKey="cart">
        <CartIcon className={styles.actionIcon} />
        <span className={styles.actionLabel}>{text('header.cart')}</span>
      </CountBadgeLink>
    </>
  );

  return (
    <HeaderShell
      topBar={<LanguageSwitcher />}
      brand={<Logo locale={locale} />}
      search={<SearchForm />}
      actions={actions}
      nav={nav}
      menuLabel={text('header.menu')}
    />
  );
}
