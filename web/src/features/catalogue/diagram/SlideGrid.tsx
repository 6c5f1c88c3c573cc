import Link from 'next/link';
import type { AppLocale } from '@/platform/i18n/locales';
import { PreviewImage, type PreviewImageData } from '@/ui/PreviewImage';
import { slidePath } from '@/platform/routing/slidePath';
import grid from '@/features/catalogue/listings/TileGrid.module.css';
import styles from './SlideGrid.module.css';

type Slide = { id: string; title: string; urlTitle: string; image: PreviewImageData | null };

/** Four columns on wide screens, two below (TileGrid.module.css). */
const SLIDE_SIZES = '(max-width: 1023px) 50vw, 270px';

/** The slides of a diagram, each a link to its own page. */
export function SlideGrid({ slides, locale }: { slides: Slide[]; locale: AppLocale }) {
  return (
    <ol className={grid.grid}>
      {slides.map((slide) => (
        <li key={slide.id}>
          <Link className={styles.slide} href={slidePath(locale, slide.urlTitle)}>
            <span className={styles.media}>
              {slide.image && <PreviewImage image={slide.image} alt="" sizes={SLIDE_SIZES} className={styles.image} />}
            </span>
            <span className={styles.title}>{slide.title}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
