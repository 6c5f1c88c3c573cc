import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { IntlProvider } from 'react-intl';
import { Analytics } from '@/platform/analytics/Analytics';
import { PageBuild } from '@/platform/deployment/PageBuild';
import { LocaleCookie } from '@/platform/i18n/LocaleCookie';
import { TimeZoneCookie } from '@/platform/currency/TimeZoneCookie';
import type { AppLocale } from '@/platform/i18n/locales';
import { compiledMessages } from '@/platform/i18n/compiledMessages';
import { Monitoring } from '@/platform/monitoring/Monitoring';
import { getIntl } from '@/platform/i18n/server';
import { SessionProvider } from '@/platform/session/SessionProvider';
import { inter } from '@/ui/styles/fonts';
import { webEnv } from '@/platform/config/env';
import '@/ui/styles/globals.css';

/**
 * The HTML document of one locale, with what every client component needs: its messages, and the
 * visitor's session (learnt in the browser: the document reads nothing of the request).
 */
export async function Document({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const intl = await getIntl(locale);
  // Previews come from the media server (MEDIA_PUBLIC_URL): the connection is opened before the first preview,
  // often the page's largest content, is found in the HTML.
  preconnect(webEnv().mediaOrigin);
  return (
    <html lang={locale} className={inter.variable}>
      <body>
        <a className="skip-link" href="#main">
          {intl.formatMessage({ id: 'layout.skipToContent' })}
        </a>
        <IntlProvider locale={locale} messages={compiledMessages(locale, 'frame')}>
          <Analytics />
          <LocaleCookie />
          <TimeZoneCookie />
          <SessionProvider>{children}</SessionProvider>
          <Monitoring />
        </IntlProvider>
        <PageBuild />
      </body>
    </html>
  );
}
