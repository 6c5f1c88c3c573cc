'use client';

import type { ReactNode } from 'react';

type Props = { id: string; name: string; defaultValue: number; children: ReactNode; className?: string };

/** The sort <select>: with JavaScript, choosing an option submits its form at once (no button to reach). */
export function SortSelect({ id, name, defaultValue, children, className }: Props) {
  return (
    <select
      id={id}
      name={name}
      defaultValue={defaultValue}
      className={className}
      onChange={(event) => event.currentTarget.form?.requestSubmit()}
    >
      {children}
    </select>
  );
}
