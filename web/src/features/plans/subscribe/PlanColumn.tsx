'use client';

import type { KeyboardEvent, ReactNode } from 'react';
import { planStore, usePlanState } from './planStore';
import { highlightedColumn } from './planState';
import styles from './plans.module.css';

type Props = { index: number; count: number; recommended: number; children: ReactNode };

/** Arrow keys move between the columns' choose links, so the keyboard walks the columns too. */
function moveFocus(event: KeyboardEvent<HTMLLIElement>, index: number) {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  const next = step && event.currentTarget.parentElement?.children[index + step];
  const link = next ? next.querySelector<HTMLAnchorElement>('a[href]') : null;
  if (!link) return;
  event.preventDefault();
  link.focus();
}

/**
 * One plan's column on /subscription. Spec §3's active column counter: the column the pointer or
 * the focus last moved to is highlighted, and stays so (stored) until another one is; before any
 * move, the recommended plan's.
 */
export function PlanColumn({ index, count, recommended, children }: Props) {
  const state = usePlanState();
  const active = highlightedColumn(state?.activeColumn ?? -1, count, recommended) === index;
  const activate = () => planStore.setActiveColumn(index);
  return (
    <li
      className={styles.column}
      data-active={active}
      onMouseEnter={activate}
      onFocus={activate}
      onKeyDown={(event) => moveFocus(event, index)}
    >
      {children}
    </li>
  );
}
