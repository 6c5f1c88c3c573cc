'use client';

import type { ReactNode } from 'react';
import { reopenConsent } from '../../../platform/consent/consentStore';

/** The footer's "cookie settings": a button (it opens the consent banner, it goes nowhere). */
export function CookieSettingsButton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <button type="button" className={className} onClick={reopenConsent}>
      {children}
    </button>
  );
}
