'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ConsentBanner } from '@/consent/ConsentBanner';
import { createPageViewReporter } from './pageViews';
import { startQueue } from './queue';

let pageViews: ReturnType<typeof createPageViewReporter> | undefined;

/**
 * The page's analytics (ADR 0015): starts the beacon queue once per page load, reports a page view on every
 * route change, and asks for consent (the server forwards to GA4 only with it). Adds no third-party script.
 */
export function Analytics() {
  const pathname = usePathname();
  useEffect(() => {
    if (!pageViews) {
      const reporter = createPageViewReporter();
      // A page view waiting for its title joins the beacon sent as the page is hidden.
      startQueue(undefined, reporter.flushPending);
      pageViews = reporter;
    }
    pageViews.navigated(pathname);
  }, [pathname]);
  return <ConsentBanner />;
}
