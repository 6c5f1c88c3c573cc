import Link from 'next/link';
import type { AppLocale } from '@/platform/i18n/locales';
import { getIntl } from '@/platform/i18n/server';
import { slidePath } from '../../../platform/routing/slidePath';
import styles from './SlideSteps.module.css';

type Step = { id: string; title: string; urlTitle: string };

/** Links to the previous and next slides of the same diagram, where there are any. */
export async function SlideSteps({
  slides,
  currentId,
  locale,
}: {
  slides: Step[];
  currentId: string;
  locale: AppLocale;
}) {
  const index = slides.findIndex((slide) => slide.id === currentId);
  const previous = index > 0 ? slides[index - 1] : undefined;
  const next = index >= 0 ? slides[index + 1] : undefined;
  if (!previous && !next) return null;
  const intl = await getIntl(locale);
  return (
    <nav className={styles.steps} aria-label={intl.formatMessage({ id: 'slide.steps.label' })}>
      {previous && (
        <Link className={styles.step} href={slidePath(locale, previous.urlTitle)} rel="prev">
          <span className={styles.direction}>← {intl.formatMessage({ id: 'slide.steps.previous' })}</span>
          <span className={styles.title}>{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link className={`${styles.step} ${styles.next}`} href={slidePath(locale, next.urlTitle)} rel="next">
          <span className={styles.direction}>{intl.formatMessage({ id: 'slide.steps.next' })} →</span>
          <span className={styles.title}>{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
