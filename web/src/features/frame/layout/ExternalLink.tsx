import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

type Props = {
  href: string;
  /** Tells screen readers the link opens a new tab: "opens in a new tab", in the page's language. */
  newTabHint: string;
  className?: string;
  children: ReactNode;
};

/** A link off the shop, in a new tab that cannot reach back into this one. */
export function ExternalLink({ href, newTabHint, className, children }: Props) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> ({newTabHint})</VisuallyHidden>
    </a>
  );
}
