'use client';

import { useRef, useState, type ReactNode } from 'react';
import { trackMenuClick } from '@/platform/analytics/trackMenuClick';
import { CloseIcon, MenuIcon } from '../../../ui/icons';
import { useScrolledPast } from './useScrolledPast';
import styles from './SiteHeader.module.css';

/** Spec §9: the header becomes sticky after 200 px of scroll. */
const STICKY_AFTER_PX = 200;
const NAV_ID = 'site-navigation';

type Props = {
  topBar: ReactNode;
  brand: ReactNode;
  search: ReactNode;
  actions: ReactNode;
  nav: ReactNode;
  menuLabel: string;
};

/**
 * The header's behaviour around its server-rendered parts: sticky after scrolling, the mobile
 * menu toggle, and the Menu analytics event for every navigation link clicked.
 */
export function HeaderShell({ topBar, brand, search, actions, nav, menuLabel }: Props) {
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <header id="top" tabIndex={-1} className={styles.header} data-sticky={sticky}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>{topBar}</div>
      </div>
      <div className={`container ${styles.main}`}>
        {brand}
        <div className={styles.search}>{search}</div>
        <div className={styles.actions}>{actions}</div>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <CloseIcon className={styles.menuIcon} /> : <MenuIcon className={styles.menuIcon} />}
          <span className={styles.menuLabel}>{menuLabel}</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegation only: the links inside handle the keyboard themselves */}
      <div
        id={NAV_ID}
        className={styles.navRow}
        data-open={menuOpen}
        onClick={(event) => {
          const link = (event.target as Element).closest('a');
          if (!link) return;
          trackMenuClick(link.textContent?.trim() ?? '', link.getAttribute('href') ?? '');
          // Links navigate without a reload: the mobile menu must not stay open over the new page.
          setMenuOpen(false);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !menuOpen) return;
          setMenuOpen(false);
          toggleRef.current?.focus();
        }}
      >
        <div className={`container ${styles.navInner}`}>{nav}</div>
      </div>
    </header>
  );
}
