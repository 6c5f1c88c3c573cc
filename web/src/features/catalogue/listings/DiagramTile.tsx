import Link from 'next/link';
import type { DiagramTileFragment } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { getIntl } from '@/platform/i18n/server';
import { AddToCartButton } from '@/features/checkout/cart/AddToCartButton';
import { cartDiagram } from '@/features/checkout/cart/cartDiagram';
import { diagramPath } from '@/platform/routing/diagramPath';
import { Price } from '@/ui/Price';
import { HeartToggle } from '@/features/wishlist/HeartToggle';
import { NewBadge } from './NewBadge';
import { PreviewImage } from '../../../ui/PreviewImage';
import styles from './DiagramTile.module.css';

/** Four columns on wide screens, two below (TileGrid.module.css). */
const TILE_SIZES = '(max-width: 1023px) 50vw, 270px';

/** A diagram in a listing: preview, title (the link's name), price, slide count and "Add to cart". */
export async function DiagramTile({ diagram, locale }: { diagram: DiagramTileFragment; locale: AppLocale }) {
  const intl = await getIntl(locale);
  return (
    <article className={styles.tile}>
      <div className={styles.media}>
        {diagram.image && (
          // Decorative here: the title below names the link.
          <PreviewImage image={diagram.image} alt="" sizes={TILE_SIZES} className={styles.image} />
        )}
        {diagram.isNew && <NewBadge locale={locale} className={styles.badge} />}
        <span className={styles.heart}>
          <HeartToggle diagram={{ id: diagram.id, legacyId: diagram.legacyId }} title={diagram.title} size="small" />
        </span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link className={styles.link} href={diagramPath(locale, diagram.url)}>
            {diagram.title}
          </Link>
        </h3>
        <p className={styles.meta}>
          <Price className={styles.price} money={diagram.price} locale={locale} />
          <span>{intl.formatMessage({ id: 'catalog.tile.slides' }, { count: diagram.slideCount })}</span>
        </p>
        <AddToCartButton diagram={cartDiagram(diagram)} size="small" />
      </div>
    </article>
  );
}
