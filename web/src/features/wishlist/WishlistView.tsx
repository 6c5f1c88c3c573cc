'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { AddToCartButton } from '@/features/checkout/cart/AddToCartButton';
import { cartDiagram } from '@/features/checkout/cart/cartDiagram';
import { PreviewImage } from '@/ui/PreviewImage';
import { diagramPath } from '@/platform/routing/diagramPath';
import type { WishlistItemFragment } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import type { MessageId } from '@/platform/i18n/messages';
import { formatPrice } from '@/platform/currency/formatPrice';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { favouritesApi, fetchWishlist, useWishlistEntries } from './useWishlist';
import type { WishlistEntry } from './wishlistEntry';
import { wishlistProblem } from './wishlistErrors';
import { reconcileWishlist, removeFromWishlist, wishlistRevision } from './wishlistStore';
import { trackWishlist } from '@/platform/analytics/engagement';
import styles from '@/ui/shop.module.css';
import own from './WishlistView.module.css';

/**
 * The /wishlist/ page's list: the stored entries (what this tab knows at once), each shown with
 * the gateway's picture, title and price in the visitor's currency; its answer also reconciles the
 * stored list (the server is the truth).
 */
export function WishlistView() {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const entries = useWishlistEntries();
  const [items, setItems] = useState<ReadonlyMap<number, WishlistItemFragment>>();
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    const fetchedAt = wishlistRevision();
    fetchWishlist(locale).then(
      ({ wishlist }) => {
        setItems(new Map(wishlist.items.map((item) => [item.diagramLegacyId, item])));
        reconcileWishlist(wishlist.items, fetchedAt);
      },
      () => setFailed(true),
    );
  }, [locale]);

  useEffect(load, [load]);

  // An entry the last answer did not describe (added in another tab): ask again.
  const missing = !!items && !!entries?.some((entry) => !items.has(entry.diagram.legacyId));
  useEffect(() => {
    if (missing && !failed) load();
  }, [missing, failed, load]);

  if (entries === undefined || (!items && !failed && entries.length > 0)) {
    return (
      <p className={`${styles.muted} ${own.count}`} role="status" aria-busy="true">
        {intl.formatMessage({ id: 'wishlist.loading' })}
      </p>
    );
  }
  if (entries.length === 0) {
    return (
      <div className={`${styles.empty} ${own.empty}`} data-testid="wishlist-empty">
        <p className={own.emptyTitle}>{intl.formatMessage({ id: 'wishlist.empty.title' })}</p>
        <p>{intl.formatMessage({ id: 'wishlist.empty.text' })}</p>
        <Link className="button" href={localePath(locale, '/catalog/')}>
          {intl.formatMessage({ id: 'wishlist.empty.browse' })}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className={`${styles.muted} ${own.count}`}>
        {intl.formatMessage({ id: 'wishlist.count' }, { count: entries.length })}
      </p>
      {failed && (
        <div className={styles.errorBlock}>
          <ErrorNotice>{intl.formatMessage({ id: 'wishlist.error.load' })}</ErrorNotice>
          <button type="button" className={styles.linkButton} onClick={load}>
            {intl.formatMessage({ id: 'wishlist.retry' })}
          </button>
        </div>
      )}
      <ul className={`${styles.lines} ${own.list}`}>
        {entries.map((entry) => (
          <WishlistRow key={entry.diagram.legacyId} entry={entry} item={items?.get(entry.diagram.legacyId)} />
        ))}
      </ul>
    </>
  );
}

function WishlistRow({ entry, item }: { entry: WishlistEntry; item: WishlistItemFragment | undefined }) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageId | null>(null);
  const diagram = item?.diagram;
  const title = diagram?.title ?? intl.formatMessage({ id: 'wishlist.unknownDiagram' }, { id: entry.diagram.legacyId });

  async function remove() {
    setBusy(true);
    setProblem(null);
    try {
      if ((await removeFromWishlist(entry.diagram.legacyId, favouritesApi)) === 'removed')
        trackWishlist('remove', entry.diagram.legacyId, title);
    } catch (error) {
      setProblem(wishlistProblem(error, 'remove'));
      setBusy(false);
    }
  }

  return (
    <li className={styles.line} data-diagram-id={entry.diagram.legacyId}>
      <div className={styles.lineImage}>
        {diagram?.image && <PreviewImage image={diagram.image} alt="" sizes="120px" className={styles.thumb} />}
      </div>
      <div className={styles.lineBody}>
        <h2 className={styles.lineTitle}>
          {diagram ? <Link href={diagramPath(locale, diagram.url)}>{title}</Link> : title}
        </h2>
        {problem && <ErrorNotice>{intl.formatMessage({ id: problem })}</ErrorNotice>}
      </div>
      <p className={own.price} data-price={diagram?.price.amount} data-currency={diagram?.price.currency}>
        {diagram && formatPrice(diagram.price, locale)}
      </p>
      <div className={own.actions}>
        {diagram && <AddToCartButton diagram={cartDiagram(diagram)} size="small" />}
        <button
          type="button"
          className={styles.linkButton}
          disabled={busy}
          aria-busy={busy}
          aria-label={intl.formatMessage({ id: 'wishlist.remove.label' }, { title })}
          onClick={() => void remove()}
        >
          {intl.formatMessage({ id: 'wishlist.remove' })}
        </button>
      </div>
    </li>
  );
}
