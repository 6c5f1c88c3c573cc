import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Analytics } from '@/analytics/Analytics';
import { PageBuild } from '@/deployment/PageBuild';
import { LocaleCookie } from '@/i18n/LocaleCookie';
import { TimeZoneCookie } from '@/price/TimeZoneCookie';
import type { AppLocale } from '@/i18n/locales';
import { compiledMessages } from '@/i18n/compiledMessages';
import { Monitoring } from '@/monitoring/Monitoring';
import { getIntl } from '@/i18n/server';
import { SessionProvider } from '@/session/SessionProvider';
import { getSessionToken } from '@/session/sessionToken';
import { inter } from '@/styles/fonts';
import '@/styles/globals.css';

/**
 * The HTML document of one locale, with what every client component needs: its messages, and the
 * visitor's session (whether a session cookie exists; the token itself stays on the server).
 */
export async function Document({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const [intl, token] = await Promise.all([getIntl(locale), getSessionToken()]);
  return (
    <html lang={locale} className={inter.variable}>
      <body>
        <a className="skip-link" href="#main">
          {intl.formatMessage({ id: 'layout.skipToContent' })}
        </a>
        <IntlProvider locale={locale} messages={compiledMessages(locale)}>
          <Analytics />
          <LocaleCookie />
          <TimeZoneCookie />
          <SessionProvider hasSession={token !== undefined}>{children}</SessionProvider>
          <Monitoring />
        </IntlProvider>
        <PageBuild />
      </body>
    </html>
  );
}
