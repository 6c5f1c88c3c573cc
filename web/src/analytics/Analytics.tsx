'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ConsentBanner } from '@/consent/ConsentBanner';
import { createPageViewReporter } from './pageViews';
import { startQueue } from './queue';

let navigated: ((path: string) => void) | undefined;

/**
 * The page's analytics (ADR 0015): starts the beacon queue once per page load, reports a page view on every
 * route change, and asks for consent (the server forwards to GA4 only with it). Adds no third-party script.
 */
export function Analytics() {
  const pathname = usePathname();
  useEffect(() => {
    if (!navigated) {
      startQueue();
      navigated = createPageViewReporter();
    }
    navigated(pathname);
  }, [pathname]);
  return <ConsentBanner />;
}
