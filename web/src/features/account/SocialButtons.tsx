'use client';

import { useIntl } from 'react-intl';
import { readAnonymousUserId } from '@/platform/session/anonymousId';
import { startSocialSignInAction } from './socialActions';
import styles from './account.module.css';

type Provider = { name: string; label: string };

/**
 * One button per configured provider (authProviders). Social sign-in leaves the site: the visitor's
 * language and anonymous wishlist id go to a server action (an HttpOnly cookie for the callback, not
 * the link), then a full page load of /api/connect/{provider} on the web's own origin.
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
          onClick={async () => {
            const path = await startSocialSignInAction(provider.name, intl.locale, readAnonymousUserId());
            if (path) window.location.assign(path);
          }}
        >
          {intl.formatMessage({ id: 'account.social.button' }, { provider: provider.label })}
        </button>
      ))}
    </section>
  );
}
