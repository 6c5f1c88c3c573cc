'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { trackPurchase } from '@/platform/analytics/ecommerce';
import { cart } from '@/features/checkout/cart/cartStore';
import { useCartCode, useCartItems, useOrderKey } from '@/features/checkout/cart/useCart';
import {
  CheckoutOrderDocument,
  PayOrderDocument,
  StartOrderCheckoutDocument,
  type CheckoutOrderFragment,
} from '@/gql/apollo/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import { formatPrice } from '@/platform/currency/formatPrice';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { navigate } from '@/platform/deployment/staleBuild';
import { CardForm } from './CardForm';
import { HostedPayment } from './HostedPayment';
import { forgetIdempotencyKey, ORDER_ATTEMPT } from './idempotency';
import { orderLoadProblem } from './errors';
import { downloadPath } from './paths';
import { ecommerceLines } from './ecommerceLines';
import { isDiscount } from './money';
import { lastPaidOrder, rememberPaidOrder } from './paidOrder';
import styles from '../../../ui/shop.module.css';

/**
 * The payment step (/checkout/payment/). Spec §2: no order → /checkout/data/; a PAID order → its
 * download page. A declined card leaves the order unpaid and the form ready for another card.
 */
export function PaymentView() {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const router = useRouter();
  const orderKey = useOrderKey();
  const cartEmpty = useCartItems()?.length === 0;
  const code = useCartCode();
  const [paid, setPaid] = useState(false);
  const { data, loading, error, refetch } = useQuery(CheckoutOrderDocument, {
    variables: { locale, key: orderKey ?? '' },
    skip: !orderKey,
    fetchPolicy: 'network-only',
  });
  const order = data?.order;
  const [payOrder] = useMutation(PayOrderDocument);
  const [startOrderCheckout] = useMutation(StartOrderCheckoutDocument);

  useEffect(() => {
    if (paid) return;
    if (orderKey === null) {
      // Spec §2: a paid order leads to its downloads; with no order (or a new cart) the data step comes first.
      const paidKey = cartEmpty ? lastPaidOrder() : null;
      router.replace(paidKey ? downloadPath(locale, paidKey) : localePath(locale, '/checkout/data/'));
    } else if (orderKey && data && !data.order) {
      cart.setOrderKey(null);
      router.replace(localePath(locale, '/checkout/data/'));
    } else if (order?.status === 'PAID') router.replace(downloadPath(locale, order.key));
  }, [paid, orderKey, cartEmpty, data, order, locale, router]);

  function onPaid(paidOrder: CheckoutOrderFragment) {
    setPaid(true);
    // The order keeps no code: the cart's. Its reference, never its key (a secret), names the transaction.
    trackPurchase(paidOrder.reference, ecommerceLines(paidOrder.lines, code), paidOrder.total);
    rememberPaidOrder(paidOrder.key);
    navigate(router, downloadPath(locale, paidOrder.key));
    // The next purchase is a new order, even with the same cart and details.
    forgetIdempotencyKey(ORDER_ATTEMPT);
    cart.clear();
  }

  if (error) {
    return (
      <div className={styles.errorBlock}>
        <ErrorNotice>{intl.formatMessage({ id: orderLoadProblem(error) })}</ErrorNotice>
        <button type="button" className={styles.secondaryButton} onClick={() => void refetch()}>
          {intl.formatMessage({ id: 'checkout.retry' })}
        </button>
      </div>
    );
  }
  if (order?.status !== 'CREATED' || loading) {
    return (
      <p className={styles.muted} role="status">
        {intl.formatMessage({ id: 'checkout.loading' })}
      </p>
    );
  }
  const total = formatPrice(order.total, locale);
  return (
    <div className={styles.cartLayout}>
      {order.paymentFlow === 'HOSTED' ? (
        <HostedPayment
          payLabel={intl.formatMessage({ id: 'checkout.payment.hosted.pay' }, { total })}
          start={async (idempotencyKey) => {
            const { data } = await startOrderCheckout({ variables: { locale, key: order.key, idempotencyKey } });
            const started = data?.startOrderCheckout;
            if (!started) throw new Error('No checkout');
            // Paid meanwhile (another tab): its downloads.
            if (!started.url) router.replace(downloadPath(locale, order.key));
            return started.url ?? null;
          }}
        />
      ) : (
        <CardForm
          defaultName={order.name}
          payLabel={intl.formatMessage({ id: 'checkout.payment.pay' }, { total })}
          declined="checkout.payment.declined"
          charge={async (card, idempotencyKey) => {
            const { data } = await payOrder({ variables: { locale, key: order.key, idempotencyKey, card } });
            const result = data?.payOrder;
            if (!result) throw new Error('No payment result');
            if (result.status !== 'PAID') return false;
            onPaid(result.order ?? order);
            return true;
          }}
        />
      )}
      <OrderSummary order={order} />
    </div>
  );
}

function OrderSummary({ order }: { order: CheckoutOrderFragment }) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'checkout.summary.title' })}
      </h2>
      <ul className={styles.summaryLines}>
        {order.lines.map((line) => (
          <li key={line.diagramId}>
            <span>
              {line.diagram?.title ??
                intl.formatMessage({ id: 'checkout.line.unknownDiagram' }, { id: line.diagramId })}
            </span>
            <span>{formatPrice(line.subtotal, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {isDiscount(order.discountTotal) && (
          <div className={styles.discount}>
            <dt>{intl.formatMessage({ id: 'checkout.summary.discount' })}</dt>
            <dd>−{formatPrice(order.discountTotal, locale)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{intl.formatMessage({ id: 'checkout.summary.total' })}</dt>
          <dd data-testid="order-total" data-price={order.total.amount} data-currency={order.total.currency}>
            {formatPrice(order.total, locale)}
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>{intl.formatMessage({ id: 'checkout.payment.receipt' }, { email: order.email })}</p>
    </aside>
  );
}
