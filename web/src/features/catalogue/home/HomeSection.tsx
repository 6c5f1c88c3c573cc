import type { ReactNode } from 'react';
import styles from './HomeSection.module.css';

/** A titled band of the home page, labelled by its heading. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
