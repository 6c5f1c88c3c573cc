'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/platform/i18n/messages';
import { favouritesApi, useWishlistEntries } from './useWishlist';
import type { WishlistEntry } from './wishlistEntry';
import { addToWishlist, removeFromWishlist } from './wishlistStore';
import { trackWishlist } from '@/platform/analytics/engagement';
import { wishlistProblem } from './wishlistErrors';
import button from '@/ui/actionButton.module.css';
import styles from '@/ui/outlinedActionButton.module.css';

type Props = { diagram: WishlistEntry['diagram']; title: string; size?: 'large' | 'small' };

/**
 * The heart on diagram pages and tiles: a toggle button (aria-pressed) that adds the diagram to
 * the wishlist or removes it. While its call is in flight it is busy; a refusal is said in words.
 */
export function HeartToggle({ diagram, title, size = 'large' }: Props) {
  const intl = useIntl();
  const entries = useWishlistEntries();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageId | null>(null);
  const saved = entries?.some((entry) => entry.diagram.legacyId === diagram.legacyId) ?? false;

  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      if (saved) {
        if ((await removeFromWishlist(diagram.legacyId, favouritesApi)) === 'removed')
          trackWishlist('remove', diagram.legacyId, title);
      } else if ((await addToWishlist(diagram, favouritesApi)) === 'added')
        trackWishlist('add', diagram.legacyId, title);
    } catch (error) {
      setProblem(wishlistProblem(error, saved ? 'remove' : 'add'));
    }
    setBusy(false);
  }

  return (
    <span className={styles.holder}>
      <button
        type="button"
        className={`${button.button} ${size === 'small' ? `${button.small} ${styles.round}` : button.large} ${styles.heart}`}
        aria-pressed={saved}
        aria-busy={busy}
        disabled={entries === undefined}
        aria-label={intl.formatMessage({ id: 'wishlist.heart.label' }, { title })}
        title={intl.formatMessage({ id: saved ? 'wishlist.heart.saved' : 'wishlist.heart.save' })}
        onClick={() => {
          if (!busy) void toggle();
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={`${button.icon} ${styles.icon}`}>
          <path d="M12 20s-7.5-4.4-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.6 12 20 12 20z" />
        </svg>
        {/* One word that the name contains (WCAG 2.5.3); the filled heart and aria-pressed say "saved". */}
        {size === 'large' && <span>{intl.formatMessage({ id: 'wishlist.heart.save' })}</span>}
      </button>
      {problem && (
        <span role="alert" className={styles.problem}>
          {intl.formatMessage({ id: problem })}
        </span>
      )}
    </span>
  );
}
