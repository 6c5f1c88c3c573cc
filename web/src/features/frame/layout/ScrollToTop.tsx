'use client';

import { useIntl } from 'react-intl';
import { ArrowUpIcon } from '../../../ui/icons';
import { useScrolledPast } from './useScrolledPast';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import styles from './ScrollToTop.module.css';

/** Shown once the visitor is a screen or so down the page. */
const SHOW_AFTER_PX = 600;

/**
 * Spec §2: scrolls smoothly back to the top (instantly for visitors who ask for reduced motion).
 * Focus moves to the header, so keyboard users continue from the top as well.
 */
export function ScrollToTop() {
  const intl = useIntl();
  const visible = useScrolledPast(SHOW_AFTER_PX);
  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
        document.getElementById('top')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon className={styles.icon} />
      <VisuallyHidden>{intl.formatMessage({ id: 'scroll.top' })}</VisuallyHidden>
    </button>
  );
}
