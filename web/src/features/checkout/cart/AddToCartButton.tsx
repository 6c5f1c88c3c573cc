'use client';

import Link from 'next/link';
import { useIntl } from 'react-intl';
import { trackAddToCart } from '@/platform/analytics/ecommerce';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import type { CartDiagram } from './cartDiagram';
import { cart } from './cartStore';
import { chooseOffer, isInCart, type OfferChoice } from './cartRules';
import { useCartItems } from './useCart';
import styles from '@/ui/actionButton.module.css';

type Props = {
  diagram: CartDiagram;
  size?: 'large' | 'small';
  /** The diagram's special offers: the chosen one is stored on the line, so the cart's pricing applies it. */
  offers?: readonly OfferChoice[];
};

/**
 * "Add to cart" on diagram pages and tiles; once the diagram is in the cart, an "In cart" link to
 * the cart (spec §4: a diagram is in the cart once). Before hydration it renders as the button.
 */
export function AddToCartButton({ diagram, size = 'large', offers = [] }: Props) {
  const { legacyId: diagramId, title, url, image, price } = diagram;
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const items = useCartItems();
  const className = `${styles.button} ${size === 'small' ? styles.small : styles.large}`;

  if (items && isInCart(items, diagramId)) {
    return (
      <Link
        href={localePath(locale, '/checkout/order/')}
        className={`${className} ${styles.inCart}`}
        aria-label={intl.formatMessage({ id: 'cart.inCart.label' }, { title })}
      >
        <CheckIcon />
        {intl.formatMessage({ id: 'cart.inCart' })}
      </Link>
    );
  }

  return (
    <button
      type="button"
      className={className}
      aria-label={intl.formatMessage({ id: 'cart.add.label' }, { title })}
      onClick={() => {
        const offer = chooseOffer(offers, items ?? []);
        if (cart.add({ diagramId, title, url, image, ...offer })) trackAddToCart({ diagramId, title, price });
      }}
    >
      <CartIcon />
      {intl.formatMessage({ id: 'cart.add' })}
    </button>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <path d="M5 12l5 5 9-10" />
    </svg>
  );
}
