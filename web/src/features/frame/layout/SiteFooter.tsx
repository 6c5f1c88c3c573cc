import Link from 'next/link';
import { categoryPath } from '@/platform/routing/categoryPath';
import { CookieSettingsButton } from '@/features/frame/consent/CookieSettingsButton';
import type { ShopFrameQuery } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import type { MessageId } from '@/platform/i18n/messages';
import { getIntl } from '@/platform/i18n/server';
import { NewsletterBlock } from '@/features/visitor-forms/newsletter/NewsletterBlock';
import { staticPagePath } from '@/platform/routing/staticPaths';
import { ExternalLink } from './ExternalLink';
import { copyrightYear } from './copyrightYear';
import { AFFILIATE_URL, blogUrl, SOCIAL_LINKS } from './externalLinks';
import { ExternalIcon } from '../../../ui/icons';
import { Logo } from '../../../ui/Logo';
import { SocialIcon } from './SocialIcon';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import styles from './SiteFooter.module.css';

type FooterLink = { key: string; label: string; href: string; external?: boolean };

function LinkGroup({ title, links, newTabHint }: { title: string; links: FooterLink[]; newTabHint: string }) {
  if (links.length === 0) return null;
  return (
    <section className={styles.group}>
      <h2 className={styles.groupTitle}>{title}</h2>
      <ul className={styles.list}>
        {links.map(({ key, label, href, external }) => (
          <li key={key}>
            {external ? (
              <ExternalLink className={styles.link} href={href} newTabHint={newTabHint}>
                {label}
                <ExternalIcon className={styles.externalIcon} />
              </ExternalLink>
            ) : (
              <Link className={styles.link} href={href}>
                {label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The default layout's footer (spec §2). Rendered on the server per locale, so its category list
 * is the current locale's. The free-sample link needs the free diagram in this locale: without
 * one its url is empty and the link is left out rather than pointing nowhere.
 */
export async function SiteFooter({ locale, frame }: { locale: AppLocale; frame: ShopFrameQuery | undefined }) {
  const intl = await getIntl(locale);
  const text = (id: MessageId) => intl.formatMessage({ id });
  const newTabHint = text('header.newTab');
  const internal = (label: MessageId, href: string): FooterLink => ({ key: href, label: text(label), href });
  const termsHref = `${staticPagePath('contact', locale)}#terms`;

  const bundles = frame?.bundlesCategory;
  const freeSampleUrl = frame?.freeSample.diagram?.url ?? '';
  const shop: FooterLink[] = [
    ...(bundles ? [{ key: 'bundles', label: bundles.name, href: categoryPath(locale, bundles.url) }] : []),
    internal('footer.shop.new', localePath(locale, '/catalog/new/')),
    ...(freeSampleUrl
      ? [internal('header.templates.freeSample', localePath(locale, `/diagrams/${freeSampleUrl}/`))]
      : []),
    internal('header.nav.subscription', localePath(locale, '/subscription/')),
  ];
  const groups: { title: MessageId; links: FooterLink[] }[] = [
    {
      title: 'footer.categories',
      links: (frame?.topLevelCategories ?? []).map(({ id, name, url }) => ({
        key: id,
        label: name,
        href: categoryPath(locale, url),
      })),
    },
    { title: 'footer.shop', links: shop },
    {
      title: 'footer.help',
      links: [
        internal('header.nav.faq', staticPagePath('faq', locale)),
        internal('header.nav.services', staticPagePath('designServices', locale)),
        internal('footer.knowHow', staticPagePath('knowHow', locale)),
        internal('header.nav.contact', staticPagePath('contact', locale)),
      ],
    },
    {
      title: 'footer.company',
      links: [
        internal('header.nav.about', staticPagePath('about', locale)),
        internal('footer.privacy', termsHref),
        internal('footer.terms', staticPagePath('terms', locale)),
        { key: 'blog', label: text('header.nav.blog'), href: blogUrl(), external: true },
        { key: 'affiliate', label: text('footer.affiliate'), href: AFFILIATE_URL, external: true },
      ],
    },
  ];

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <Logo locale={locale} />
          <p>{text('meta.description')}</p>
          <ul className={styles.social} aria-label={text('footer.social')}>
            {SOCIAL_LINKS.map(({ network, url }) => (
              <li key={network}>
                <ExternalLink className={styles.socialLink} href={url} newTabHint={newTabHint}>
                  <SocialIcon network={network} className={styles.socialIcon} />
                  <VisuallyHidden>{intl.formatMessage({ id: 'footer.social.link' }, { network })}</VisuallyHidden>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={text('footer.label')} className={styles.groups}>
          {groups.map(({ title, links }) => (
            <LinkGroup key={title} title={text(title)} links={links} newTabHint={newTabHint} />
          ))}
        </nav>
      </div>
      <div className={`container ${styles.newsletter}`}>
        <NewsletterBlock termsHref={termsHref} />
      </div>
      <div className={styles.bottom}>
        <p className="container">
          {intl.formatMessage({ id: 'footer.copyright' }, { year: copyrightYear() })}{' '}
          <CookieSettingsButton className={styles.cookieSettings}>{text('consent.settings')}</CookieSettingsButton>
        </p>
      </div>
    </footer>
  );
}
