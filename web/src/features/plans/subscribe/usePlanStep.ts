'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { PlanCheckoutSubscriptionDocument, type PlanCheckoutSubscriptionFragment } from '@/gql/apollo/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import { planGuard } from './planGuard';
import { planStore, usePlanState } from './planStore';
import { storedSubscription } from './storedSubscription';

/**
 * The payment or welcome step's state: the spec §2 guard on the stored state, then the subscription
 * read back from the gateway on entry, whose status wins over the stored one (a subscription that
 * is gone, not this account's or cancelled is dropped, so the data step makes a new one). `paying`: back from the
 * payment provider's page, where the subscription stays PENDING until the provider's confirmation reaches the shop.
 */
export function usePlanStep(
  step: 'payment' | 'welcome',
  paying = false,
  /** Called once, when a subscription stored as pending is read back ACTIVE (paid on the provider's page). */
  onActivated?: (subscription: PlanCheckoutSubscriptionFragment) => void,
) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const router = useRouter();
  const state = usePlanState();
  const redirect = state ? planGuard(step, state, paying) : null;
  const id = state?.subscription?.id;
  const query = useQuery(PlanCheckoutSubscriptionDocument, {
    variables: { id: id ?? '' },
    skip: !id || redirect !== null,
    fetchPolicy: 'network-only',
  });
  const server = query.data?.subscription;
  // Read by the effect below as they are when the answer comes, without running it again when they change.
  const storedStatus = useRef(state?.subscription?.status);
  storedStatus.current = state?.subscription?.status;
  const activated = useRef(onActivated);
  activated.current = onActivated;

  useEffect(() => {
    if (redirect) router.replace(localePath(locale, redirect));
  }, [redirect, locale, router]);

  useEffect(() => {
    if (!query.data || query.loading) return;
    if (!server || server.status === 'CANCELLED') planStore.setSubscription(null);
    else if (server.id === id) {
      if (storedStatus.current === 'pending' && server.status === 'ACTIVE') activated.current?.(server);
      planStore.setSubscription(storedSubscription(server));
    }
  }, [query.data, query.loading, server, id]);

  const current = !!server && !redirect && state?.subscription?.status === storedSubscription(server).status;
  return { state, subscription: current ? server : undefined, error: query.error, retry: () => void query.refetch() };
}
