import type { Metadata } from 'next';
import { PageHeading } from '@/ui/PageHeading';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { NewsletterLink } from './NewsletterLink';

type Kind = 'confirm' | 'unsubscribe';

/**
 * /newsletter/confirm/?token=… and /newsletter/unsubscribe/?token=… (contract §3): out of search
 * engines, and the token never leaves in a Referer header.
 */
export function newsletterLinkPage(kind: Kind) {
  async function generateMetadata(): Promise<Metadata> {
    const intl = await getIntl(await getLocale());
    return {
      title: intl.formatMessage({ id: `newsletter.${kind}.title` }),
      robots: { index: false },
      referrer: 'no-referrer',
    };
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at import, for its route module
  async function NewsletterLinkPage({
    searchParams,
  }: {
    searchParams: Promise<Record<string, string | string[] | undefined>>;
  }) {
    const locale = await getLocale();
    const [intl, { token }] = await Promise.all([getIntl(locale), searchParams]);
    return (
      <>
        <PageHeading title={intl.formatMessage({ id: `newsletter.${kind}.title` })} breadcrumbs={null} />
        <div className="container">
          {typeof token === 'string' && token !== '' ? (
            <NewsletterLink kind={kind} token={token} />
          ) : (
            <ErrorNotice>{intl.formatMessage({ id: `newsletter.${kind}.invalid` })}</ErrorNotice>
          )}
        </div>
      </>
    );
  }

  return { generateMetadata, NewsletterLinkPage };
}
