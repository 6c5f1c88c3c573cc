import type { ReactNode } from 'react';
import styles from './ErrorNotice.module.css';

/** A visible, announced message for something that failed to load. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.notice}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path d="M12 3l10 18H2z" />
        <path d="M12 10v5M12 18h.01" />
      </svg>
      {children}
    </p>
  );
}
