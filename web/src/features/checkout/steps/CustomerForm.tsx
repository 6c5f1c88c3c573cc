'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '@/ui/forms/lazyResolver';
import { timedRegister, VALIDATION_TIMING } from '@/ui/forms/validationTiming';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { trackAddShippingInfo } from '@/platform/analytics/ecommerce';
import { cart } from '@/features/checkout/cart/cartStore';
import { cartItemInputs } from '@/features/checkout/cart/cartRules';
import { useCartCode, useCartItems } from '@/features/checkout/cart/useCart';
import { CreateOrderDocument, PriceCartDocument } from '@/gql/apollo/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import type { MessageId } from '@/platform/i18n/messages';
import { localePath } from '@/platform/i18n/localePath';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { navigate } from '@/platform/deployment/staleBuild';
import type { Country } from './countries';
import { customerInput } from './customerInput';
import type { CustomerValues } from './customerSchema';
import { orderProblem } from './errors';
import { ecommerceLines } from './ecommerceLines';
import { Field } from '../../../ui/forms/Field';
import { forgetIdempotencyKey, idempotencyKeyFor, ORDER_ATTEMPT } from './idempotency';
import { CartLoading, EmptyCart } from './CartStates';
import styles from '../../../ui/shop.module.css';
import formStyles from '@/ui/forms/form.module.css';

const resolver = lazyResolver<CustomerValues>(() => import('./customerSchema'));

/**
 * The customer's data (/checkout/data/): validated with zod (loaded on first use; on blur, then on change), then the
 * order is created. The idempotency key lives in sessionStorage and follows the request's content,
 * so a retry or a double click creates no second order.
 */
export function CustomerForm({ countries }: { countries: Country[] }) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const router = useRouter();
  const items = useCartItems();
  const code = useCartCode();
  const [createOrder, { loading }] = useMutation(CreateOrderDocument);
  // add_shipping_info's prices: the cart as the cart page priced it (Apollo's cache; asked for on a direct visit).
  const { data: priced } = useQuery(PriceCartDocument, {
    variables: { locale, items: cartItemInputs(items ?? []), code: code ?? null },
    skip: !items?.length || code === undefined,
  });
  const [failure, setFailure] = useState<MessageId | null>(null);
  const submitting = useRef(false);
  const form = useForm<CustomerValues>({
    resolver,
    ...VALIDATION_TIMING,
    defaultValues: { email: '', name: '', country: '', company: '', vatId: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const register = timedRegister(form);

  if (items === undefined) return <CartLoading />;
  if (items.length === 0) return <EmptyCart locale={locale} />;

  async function submit(values: CustomerValues) {
    if (submitting.current || !items) return;
    submitting.current = true;
    setFailure(null);
    const request = { items: cartItemInputs(items), code: code ?? null, customer: customerInput(values) };
    const idempotencyKey = idempotencyKeyFor(ORDER_ATTEMPT, JSON.stringify(request));
    try {
      const { data } = await createOrder({ variables: { locale, idempotencyKey, ...request } });
      if (!data) throw new Error('No order');
      cart.setOrderKey(data.createOrder.key);
      trackAddShippingInfo(
        priced
          ? ecommerceLines(priced.priceCart.lines, code, items)
          : items.map((item) => ({ diagramId: item.diagramId, title: item.title })),
        code,
      );
      navigate(router, localePath(locale, '/checkout/payment/'));
    } catch (error) {
      // In the visitor's language, from the gateway's codes and field paths, never its English message.
      const problem = orderProblem(error);
      if (problem.newKeyNeeded) forgetIdempotencyKey(ORDER_ATTEMPT);
      for (const [field, message] of Object.entries(problem.fields) as [keyof CustomerValues, MessageId][]) {
        setError(field, { type: 'server', message });
      }
      setFailure(problem.message);
      submitting.current = false;
    }
  }

  const busy = loading || submitting.current;
  return (
    <form className={formStyles.form} onSubmit={handleSubmit(submit)} noValidate aria-busy={busy}>
      <p className={styles.muted}>
        {intl.formatMessage({ id: 'checkout.data.intro' }, { count: items.length })}{' '}
        <Link href={localePath(locale, '/checkout/order/')}>
          {intl.formatMessage({ id: 'checkout.data.editCart' })}
        </Link>
      </p>
      <Field label="checkout.data.email.label" error={errors.email?.message} required>
        {(control) => (
          <input {...control} className={formStyles.input} type="email" autoComplete="email" {...register('email')} />
        )}
      </Field>
      <Field label="checkout.data.name.label" error={errors.name?.message} required>
        {(control) => <input {...control} className={formStyles.input} autoComplete="name" {...register('name')} />}
      </Field>
      <Field label="checkout.data.country.label" error={errors.country?.message} required>
        {(control) => (
          <select {...control} className={formStyles.input} autoComplete="country" {...register('country')}>
            <option value="">{intl.formatMessage({ id: 'checkout.data.country.choose' })}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="checkout.data.company.label" error={errors.company?.message} optional>
        {(control) => (
          <input {...control} className={formStyles.input} autoComplete="organization" {...register('company')} />
        )}
      </Field>
      <Field label="checkout.data.vatId.label" error={errors.vatId?.message} optional>
        {(control) => <input {...control} className={formStyles.input} autoComplete="off" {...register('vatId')} />}
      </Field>
      {failure && <ErrorNotice>{intl.formatMessage({ id: failure })}</ErrorNotice>}
      <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-disabled={busy}>
        {busy ? intl.formatMessage({ id: 'checkout.loading' }) : intl.formatMessage({ id: 'checkout.data.submit' })}
      </button>
    </form>
  );
}
