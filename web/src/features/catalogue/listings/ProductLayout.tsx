import type { ReactNode } from 'react';
import { PreviewImage, type PreviewImageData } from '../../../ui/PreviewImage';
import styles from './ProductLayout.module.css';

type Props = {
  breadcrumbs: ReactNode;
  /** The large preview, first (left on wide screens, on top on phones), and its alt text. */
  image: PreviewImageData | null;
  imageAlt: string;
  title: string;
  /** A line above the title (a badge, the slide's position). */
  eyebrow?: ReactNode;
  /** The rest of the summary beside the preview: price, facts, links. */
  children: ReactNode;
  /** Full-width content under both. */
  footer?: ReactNode;
};

/** The page of one product view, a diagram or one of its slides: preview beside its h1 and summary. */
export function ProductLayout({ breadcrumbs, image, imageAlt, title, eyebrow, children, footer }: Props) {
  return (
    <div className={`container ${styles.page}`}>
      {breadcrumbs}
      <div className={styles.layout}>
        <div className={styles.preview}>
          {image && (
            <PreviewImage
              image={image}
              alt={imageAlt}
              sizes="(max-width: 899px) 100vw, 740px"
              className={styles.image}
              preload
            />
          )}
        </div>
        <div className={styles.summary}>
          {eyebrow}
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </div>
      {footer}
    </div>
  );
}
