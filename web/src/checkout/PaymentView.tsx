'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { trackPurchase } from '@/analytics/ecommerce';
import { cart } from '@/cart/cartStore';
import { useCartItems, useOrderKey } from '@/cart/useCart';
import { CheckoutOrderDocument, PayOrderDocument, type CheckoutOrderFragment } from '@/gql/graphql';
import type { AppLocale } from '@/i18n/locales';
import type { MessageId } from '@/i18n/messages';
import { localePath } from '@/i18n/localePath';
import { formatPrice } from '@/price/formatPrice';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { cardInput, cardSchema, type CardFormValues, type CardValues } from './cardSchema';
import { paymentProblem } from './errors';
import { Field } from './Field';
import { forgetIdempotencyKey, newIdempotencyKey, ORDER_ATTEMPT } from './idempotency';
import { downloadPath } from './paths';
import { isDiscount } from './money';
import { lastPaidOrder, rememberPaidOrder } from './paidOrder';
import styles from './checkout.module.css';

const schema = cardSchema();

/**
 * The payment step (/checkout/payment/). Spec §2: no order → /checkout/data/; a PAID order → its
 * download page. The Pay button is disabled and reads 'Loading...' while paying, and one attempt
 * keeps one idempotency key, so a double click or a retry charges once. A declined card leaves the
 * order unpaid and the form ready for another card (a new attempt, a new key).
 */
export function PaymentView() {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const router = useRouter();
  const orderKey = useOrderKey();
  const cartEmpty = useCartItems()?.length === 0;
  const [paid, setPaid] = useState(false);
  const { data, loading, error, refetch } = useQuery(CheckoutOrderDocument, {
    variables: { locale, key: orderKey ?? '' },
    skip: !orderKey,
    fetchPolicy: 'network-only',
  });
  const order = data?.order;

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

  if (error) {
    return (
      <div className={styles.errorBlock}>
        <ErrorNotice>{intl.formatMessage({ id: 'checkout.payment.error.load' })}</ErrorNotice>
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
  return (
    <div className={styles.cartLayout}>
      <CardForm
        order={order}
        onPaid={(paidOrder) => {
          setPaid(true);
          trackPurchase(
            paidOrder.key,
            paidOrder.lines.map((line) => ({
              diagramId: line.diagramId,
              title: line.diagram?.title ?? String(line.diagramId),
              license: line.license.description,
              price: line.subtotal,
            })),
            paidOrder.total,
          );
          rememberPaidOrder(paidOrder.key);
          router.push(downloadPath(locale, paidOrder.key));
          // The next purchase is a new order, even with the same cart and details.
          forgetIdempotencyKey(ORDER_ATTEMPT);
          cart.clear();
        }}
      />
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

function CardForm({ order, onPaid }: { order: CheckoutOrderFragment; onPaid: (order: CheckoutOrderFragment) => void }) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const [payOrder, { loading }] = useMutation(PayOrderDocument);
  const [failure, setFailure] = useState<MessageId | null>(null);
  // One attempt, one key: kept across retries of the same card after a failure whose outcome is unknown.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CardFormValues, unknown, CardValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { number: '', expiry: '', cvc: '', name: order.name },
  });

  async function pay(values: CardValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    const card = cardInput(values);
    const fingerprint = JSON.stringify(card);
    if (!attempt.current || attempt.current.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: newIdempotencyKey() };
    }
    try {
      const { data } = await payOrder({
        variables: { locale, key: order.key, idempotencyKey: attempt.current.key, card },
      });
      const result = data?.payOrder;
      if (!result) throw new Error('No payment result');
      if (result.status === 'PAID') {
        onPaid(result.order ?? order);
        return;
      }
      // Declined (or not paid): the order stays unpaid; the next attempt is a new one.
      attempt.current = null;
      setFailure('checkout.payment.declined');
    } catch (error) {
      // In the visitor's language, from the gateway's codes and field paths, never its English message.
      const problem = paymentProblem(error);
      // A known outcome (declined, key used elsewhere) ends the attempt; an unknown one keeps its key for the retry.
      if (problem.newKeyNeeded || problem.message === 'checkout.payment.declined') attempt.current = null;
      for (const [field, message] of Object.entries(problem.fields) as [keyof CardFormValues, MessageId][]) {
        setError(field, { type: 'server', message });
      }
      setFailure(problem.message);
    }
    inFlight.current = false;
    setBusy(false);
  }

  const paying = loading || busy;
  return (
    <form className={styles.form} onSubmit={handleSubmit(pay)} noValidate aria-busy={paying}>
      <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'checkout.payment.card.title' })}</h2>
      <p className={styles.muted}>{intl.formatMessage({ id: 'checkout.payment.testCards' })}</p>
      <Field label="checkout.payment.number.label" error={errors.number?.message} required>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            {...register('number')}
          />
        )}
      </Field>
      <div className={styles.fieldRow}>
        <Field label="checkout.payment.expiry.label" error={errors.expiry?.message} required>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={intl.formatMessage({ id: 'checkout.payment.expiry.placeholder' })}
              {...register('expiry')}
            />
          )}
        </Field>
        <Field label="checkout.payment.cvc.label" error={errors.cvc?.message} required>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              {...register('cvc')}
            />
          )}
        </Field>
      </div>
      <Field label="checkout.payment.name.label" error={errors.name?.message} required>
        {(control) => <input {...control} className={styles.input} autoComplete="cc-name" {...register('name')} />}
      </Field>
      {failure && (
        <ErrorNotice>
          <span data-testid={failure === 'checkout.payment.declined' ? 'payment-declined' : 'payment-failure'}>
            {intl.formatMessage({ id: failure })}
          </span>
        </ErrorNotice>
      )}
      <button type="submit" className={`button ${styles.submit}`} disabled={paying} aria-disabled={paying}>
        {paying
          ? intl.formatMessage({ id: 'checkout.loading' })
          : intl.formatMessage({ id: 'checkout.payment.pay' }, { total: formatPrice(order.total, locale) })}
      </button>
    </form>
  );
}
