'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { createPageViewReporter } from './pageViews';
import { startQueue } from './queue';

let pageViews: ReturnType<typeof createPageViewReporter> | undefined;

/**
 * The page's analytics (ADR 0015): starts the beacon queue once per page load and reports a page view on every
 * route change. Adds no third-party script. Consent is asked by each layout's <ConsentBanner>.
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
  return null;
}
