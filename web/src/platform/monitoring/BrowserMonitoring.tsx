'use client';

import { useEffect } from 'react';
import type { BrowserMonitoringConfig } from './sentryOptions';

/** Loads the Sentry SDK once the page is interactive: a separate chunk, never part of the page's first scripts. */
export function BrowserMonitoring({ config }: { config: BrowserMonitoringConfig }) {
  useEffect(() => {
    void import('./startBrowserMonitoring').then(({ startBrowserMonitoring }) => startBrowserMonitoring(config));
  }, [config]);
  return null;
}
