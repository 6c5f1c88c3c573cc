'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { closesOnClick } from './closesOnClick';
import { ChevronDownIcon } from '../../../ui/icons';
import styles from './TemplatesMenu.module.css';

/**
 * The presentation-templates dropdown: a disclosure button and its panel of links. Enter and Space
 * open it (a native button); Escape closes it and returns focus to the button.
 */
export function TemplatesMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (closesOnClick(event.target as Node | null, toggleRef.current)) setOpen(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it; its controls are native
    <div
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // Handled here: the mobile menu around it must stay open.
        event.stopPropagation();
        setOpen(false);
        toggleRef.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
