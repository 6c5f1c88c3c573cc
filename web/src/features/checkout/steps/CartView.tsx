'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { trackBeginCheckout, trackRemoveFromCart } from '@/platform/analytics/ecommerce';
import { cart } from '@/features/checkout/cart/cartStore';
import { normalizeCode } from '@/features/checkout/cart/cartItem';
import { cartItemInputs } from '@/features/checkout/cart/cartRules';
import { useCartCode, useCartItems } from '@/features/checkout/cart/useCart';
import { PreviewImage } from '@/ui/PreviewImage';
import { diagramPath } from '@/platform/routing/diagramPath';
import { PriceCartDocument, type CheckoutLineFragment } from '@/gql/graphql';
import { useGatewayQuery } from '@/platform/gateway/useGatewayQuery';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import { formatPrice } from '@/platform/currency/formatPrice';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { DiscountCodeForm } from './DiscountCodeForm';
import { ecommerceLines } from './ecommerceLines';
import { cartProblem } from './errors';
import { LicenceName } from './LicenceName';
import { isDiscount } from './money';
import { CartLoading, EmptyCart } from './CartStates';
import styles from '../../../ui/shop.module.css';

/**
 * The cart (/checkout/order/): its lines priced by the gateway's priceCart (one call per cart,
 * no arithmetic here), the discount code field, the totals and the way on to the customer's data.
 * A `?code=…` in the link is tried on arrival.
 */
export function CartView({ codeFromLink }: { codeFromLink?: string }) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const items = useCartItems();
  const storedCode = useCartCode();
  // A code typed or linked, until the gateway applies it (then it is stored) or refuses it.
  const [triedCode, setTriedCode] = useState<string | null>(() => normalizeCode(codeFromLink));
  const code = triedCode ?? storedCode ?? null;
  const known = items !== undefined && storedCode !== undefined;

  const { data, previousData, loading, error, refetch } = useGatewayQuery(
    PriceCartDocument,
    { locale, items: cartItemInputs(items ?? []), code },
    { skip: !known || items.length === 0 },
  );
  const priced = (data ?? previousData)?.priceCart;
  const current = data?.priceCart;

  // The gateway's verdict on the code: an applied code is kept, a refused stored one dropped.
  useEffect(() => {
    if (!current?.code || current.code !== code) return;
    if (current.codeStatus === 'APPLIED' && storedCode !== current.code) cart.setCode(current.code);
    if (current.codeStatus !== 'APPLIED' && storedCode === current.code) {
      // Keep showing why (e.g. expired since it was applied), but stop sending it.
      setTriedCode(current.code);
      cart.setCode(null);
    }
  }, [current, code, storedCode]);

  if (!known) return <CartLoading />;
  if (items.length === 0) return <EmptyCart locale={locale} />;

  const lineOf = new Map<number, CheckoutLineFragment>((priced?.lines ?? []).map((line) => [line.diagramId, line]));
  const pricedNow = !!current && !loading && !error;
  const appliedCode = current?.codeStatus === 'APPLIED' ? current.code : null;

  function remove(diagramId: number) {
    const removed = cart.remove(diagramId);
    if (removed) {
      const line = lineOf.get(diagramId);
      trackRemoveFromCart({ diagramId, title: removed.title, price: line?.subtotal });
    }
  }

  return (
    <div className={styles.cartLayout}>
      <section aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'cart.lines.title' }, { count: items.length })}
        </h2>
        <ul className={styles.lines} aria-busy={loading}>
          {items.map((item) => {
            const line = lineOf.get(item.diagramId);
            const image = line?.diagram?.image;
            const title = line?.diagram?.title ?? item.title;
            return (
              <li key={item.diagramId} className={styles.line} data-diagram-id={item.diagramId}>
                <div className={styles.lineImage}>
                  {image ? (
                    <PreviewImage image={image} alt="" sizes="120px" className={styles.thumb} />
                  ) : item.image ? (
                    // biome-ignore lint/performance/noImgElement: a stored line's preview url has no dimensions for next/image
                    <img src={item.image} alt="" className={styles.thumb} />
                  ) : null}
                </div>
                <div className={styles.lineBody}>
                  <h3 className={styles.lineTitle}>
                    <Link href={diagramPath(locale, line?.diagram?.url ?? item.url)}>{title}</Link>
                  </h3>
                  <p className={styles.muted}>
                    {intl.formatMessage({ id: 'cart.licence' })}{' '}
                    <LicenceName id={line?.license.id ?? item.licenseId} description={line?.license.description} />
                  </p>
                </div>
                <dl className={styles.linePrices}>
                  <div>
                    <dt>{intl.formatMessage({ id: 'cart.price' })}</dt>
                    <dd>{line ? formatPrice(line.price, locale) : '…'}</dd>
                  </div>
                  {line && isDiscount(line.discount) && (
                    <div className={styles.discount}>
                      <dt>{intl.formatMessage({ id: 'cart.discount' })}</dt>
                      <dd>−{formatPrice(line.discount, locale)}</dd>
                    </div>
                  )}
                  {line && isDiscount(line.discount) && (
                    <div>
                      <dt>{intl.formatMessage({ id: 'cart.subtotal' })}</dt>
                      <dd>{formatPrice(line.subtotal, locale)}</dd>
                    </div>
                  )}
                </dl>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => remove(item.diagramId)}
                  aria-label={intl.formatMessage({ id: 'cart.remove.label' }, { title })}
                >
                  {intl.formatMessage({ id: 'cart.remove' })}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <aside className={styles.summary} aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'checkout.summary.title' })}
        </h2>
        <DiscountCodeForm
          code={code}
          status={current?.code === code ? current.codeStatus : undefined}
          busy={loading}
          onApply={(value) => setTriedCode(value)}
          onRemove={() => {
            setTriedCode(null);
            cart.setCode(null);
          }}
        />
        {error && (
          <div className={styles.errorBlock}>
            <ErrorNotice>{intl.formatMessage({ id: cartProblem(error).message })}</ErrorNotice>
            <button type="button" className={styles.secondaryButton} onClick={() => void refetch()}>
              {intl.formatMessage({ id: 'checkout.retry' })}
            </button>
          </div>
        )}
        {priced && (
          <dl className={styles.totals} aria-live="polite" aria-busy={loading}>
            {priced.hasDiscount && isDiscount(priced.discountTotal) && (
              <div className={styles.discount}>
                <dt>{intl.formatMessage({ id: 'checkout.summary.discount' })}</dt>
                <dd data-testid="cart-discount">−{formatPrice(priced.discountTotal, locale)}</dd>
              </div>
            )}
            <div className={styles.total}>
              <dt>{intl.formatMessage({ id: 'checkout.summary.total' })}</dt>
              <dd data-testid="cart-total" data-price={priced.total.amount} data-currency={priced.total.currency}>
                {formatPrice(priced.total, locale)}
              </dd>
            </div>
          </dl>
        )}
        {pricedNow ? (
          <Link
            className={`button ${styles.continue}`}
            href={localePath(locale, '/checkout/data/')}
            onClick={() =>
              trackBeginCheckout(ecommerceLines(current.lines, appliedCode, items), current.total, appliedCode)
            }
          >
            {intl.formatMessage({ id: 'checkout.order.continue' })}
          </Link>
        ) : (
          !error && (
            <p className={styles.muted} role="status">
              {intl.formatMessage({ id: 'checkout.loading' })}
            </p>
          )
        )}
      </aside>
    </div>
  );
}
