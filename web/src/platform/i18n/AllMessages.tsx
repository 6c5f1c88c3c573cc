import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { compiledMessages } from './compiledMessages';
import type { AppLocale } from './locales';

/** Every client message, for the pages whose client components say more than the frame's (checkout, account, chat). */
export function AllMessages({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={compiledMessages(locale, 'all')}>
      {children}
    </IntlProvider>
  );
}
