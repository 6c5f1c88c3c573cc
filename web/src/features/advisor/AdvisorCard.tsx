'use client';

import Link from 'next/link';
import { useIntl } from 'react-intl';
import { AddToCartButton } from '@/features/checkout/cart/AddToCartButton';
import { cartDiagram } from '@/features/checkout/cart/cartDiagram';
import { PreviewImage } from '@/ui/PreviewImage';
import { diagramPath } from '@/platform/routing/diagramPath';
import type { DiagramTileFragment } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { formatPrice } from '@/platform/currency/formatPrice';
import styles from './AdvisorChat.module.css';

/** A recommended diagram: preview, title linking to its page, price in the visitor's currency, "Add to cart". */
export function AdvisorCard({ diagram }: { diagram: DiagramTileFragment }) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  return (
    <li className={styles.card} data-testid="advisor-card" data-diagram-id={diagram.legacyId}>
      {diagram.image && (
        // Decorative: the title beside it names the link.
        <PreviewImage image={diagram.image} alt="" sizes="220px" className={styles.cardImage} />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link href={diagramPath(locale, diagram.url)}>{diagram.title}</Link>
        </h3>
        <p className={styles.cardMeta}>
          <span className={styles.price}>{formatPrice(diagram.price, locale)}</span>
          <span>{intl.formatMessage({ id: 'advisor.card.slides' }, { count: diagram.slideCount })}</span>
        </p>
        <AddToCartButton diagram={cartDiagram(diagram)} size="small" />
      </div>
    </li>
  );
}
