'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ChatwootConfig } from '@/platform/config/env';
import type { AppLocale } from '@/platform/i18n/locales';
import { chatwootSettings } from './chatwootSettings';
import { loadChatwoot } from './loadChatwoot';

/** Pages that arrive with a secret in their link (a newsletter token): no third-party script sees them. */
const NO_WIDGET = /\/newsletter\//;

/**
 * Loads the Chatwoot widget once the page is idle, so that it never competes with the first paint
 * or the page's own scripts; in the visitor's language, which it follows when the locale changes.
 */
export function ChatwootWidget({ config }: { config: ChatwootConfig }) {
  const intl = useIntl();
  const hidden = NO_WIDGET.test(usePathname());
  const locale = intl.locale as AppLocale;
  const launcherTitle = intl.formatMessage({ id: 'chatWidget.launcherTitle' });

  useEffect(() => {
    if (hidden) return;
    let stop = () => {};
    const start = () => {
      stop = loadChatwoot(config, chatwootSettings(locale, launcherTitle));
    };
    // Safari has no requestIdleCallback: after the load event, a timeout is the nearest thing.
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(start);
      return () => {
        window.cancelIdleCallback(idle);
        stop();
      };
    }
    const timer = setTimeout(start, 1);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [config, locale, launcherTitle, hidden]);

  return null;
}
