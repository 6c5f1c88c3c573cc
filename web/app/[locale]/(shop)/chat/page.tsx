import type { Metadata } from 'next';
import { AdvisorChat } from '@/advisor/AdvisorChat';
import { Breadcrumbs } from '@/catalog/Breadcrumbs';
import { PageHeading } from '@/catalog/PageHeading';
import { getIntl, getLocale } from '@/i18n/server';
import { localePath } from '@/i18n/localePath';

export async function generateMetadata(): Promise<Metadata> {
  const intl = await getIntl(await getLocale());
  return { title: intl.formatMessage({ id: 'advisor.meta.title' }), robots: { index: false } };
}

/** /chat (spec §1): the shopping advisor, a conversation kept in the browser. */
export default async function ChatPage() {
  const locale = await getLocale();
  const intl = await getIntl(locale);
  const title = intl.formatMessage({ id: 'advisor.title' });
  return (
    <>
      <PageHeading
        title={title}
        lead={intl.formatMessage({ id: 'advisor.lead' })}
        breadcrumbs={<Breadcrumbs locale={locale} trail={[{ name: title, path: localePath(locale, '/chat/') }]} />}
      />
      <div className="container">
        <AdvisorChat />
      </div>
    </>
  );
}
