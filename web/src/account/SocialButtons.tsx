'use client';

import { useIntl } from 'react-intl';
import type { AppLocale } from '@/i18n/locales';
import { readAnonymousUserId } from '@/wishlist/anonymousId';
import { socialStartPath } from './socialStart';
import styles from './account.module.css';

type Provider = { name: string; label: string };

/**
 * One button per configured provider (authProviders). Social sign-in leaves the site: a full page
 * load of /api/connect/{provider} on the web's own origin, carrying the visitor's language and
 * anonymous wishlist id for the callback.
 */
export function SocialButtons({ providers }: { providers: Provider[] }) {
  const intl = useIntl();
  if (providers.length === 0) return null;
  return (
    <section className={styles.social} aria-labelledby="social-title">
      <h2 id="social-title" className={styles.links}>
        {intl.formatMessage({ id: 'account.social.title' })}
      </h2>
      {providers.map((provider) => (
        <button
          key={provider.name}
          type="button"
          className={`button ${styles.socialButton}`}
          onClick={() =>
            window.location.assign(socialStartPath(provider.name, intl.locale as AppLocale, readAnonymousUserId()))
          }
        >
          {intl.formatMessage({ id: 'account.social.button' }, { provider: provider.label })}
        </button>
      ))}
    </section>
  );
}
