import type { ReactNode } from 'react';
import styles from './PageHeading.module.css';

type Props = { title: string; breadcrumbs: ReactNode; icon?: ReactNode; lead?: string; children?: ReactNode };

/** The band at the top of a browsing page: breadcrumbs, the page's h1 with its icon, an optional lead and extras. */
export function PageHeading({ title, breadcrumbs, icon, lead, children }: Props) {
  return (
    <div className={styles.band}>
      <div className={`container ${styles.inner}`}>
        {breadcrumbs}
        <div className={styles.titleRow}>
          {icon && <span className={styles.icon}>{icon}</span>}
          <h1 className={styles.title}>{title}</h1>
        </div>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </div>
  );
}
