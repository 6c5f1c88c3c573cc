'use client';

import { useIntl } from 'react-intl';
import { DEFAULT_LICENSE_ID } from '@/features/checkout/cart/cartItem';

/** A licence's name: the default one (spec §9: 'Single user') in the page's language, others as the shop names them. */
export function LicenceName({ id, description }: { id: number; description?: string }) {
  const intl = useIntl();
  if (id === DEFAULT_LICENSE_ID) return <>{intl.formatMessage({ id: 'cart.licence.singleUser' })}</>;
  return <>{description ?? id}</>;
}
