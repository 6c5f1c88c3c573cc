import type { Metadata } from 'next';
import { AdvisorChat } from '@/features/advisor/AdvisorChat';
import styles from '@/features/advisor/AdvisorChat.module.css';
import { Breadcrumbs } from '@/features/catalogue/listings/Breadcrumbs';
import { PageHeading } from '@/ui/PageHeading';
import { AdvisorModeDocument } from '@/gql/graphql';
import { queryGateway } from '@/platform/gateway/queryGateway';
import { AllMessages } from '@/platform/i18n/AllMessages';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { localePath } from '@/platform/i18n/localePath';

export async function generateMetadata(): Promise<Metadata> {
  const intl = await getIntl(await getLocale());
  return { title: intl.formatMessage({ id: 'advisor.meta.title' }), robots: { index: false } };
}

/**
 * /chat (spec §1): the shopping advisor, a conversation kept in the browser. The page says from the start
 * who answers (an AI model or the built-in advisor); if the gateway cannot say, each reply still does.
 */
export default async function ChatPage() {
  const locale = await getLocale();
  const [intl, mode] = await Promise.all([getIntl(locale), queryGateway(AdvisorModeDocument, {})]);
  const title = intl.formatMessage({ id: 'advisor.title' });
  return (
    <>
      <PageHeading
        title={title}
        lead={intl.formatMessage({ id: 'advisor.lead' })}
        breadcrumbs={<Breadcrumbs locale={locale} trail={[{ name: title, path: localePath(locale, '/chat/') }]} />}
      >
        {mode.ok && (
          <p className={styles.mode} data-testid="advisor-page-mode">
            {intl.formatMessage({
              id: mode.data.advisorMode === 'MODEL' ? 'advisor.mode.model' : 'advisor.mode.embedded',
            })}
          </p>
        )}
      </PageHeading>
      <div className="container">
        <AllMessages locale={locale}>
          <AdvisorChat />
        </AllMessages>
      </div>
    </>
  );
}
