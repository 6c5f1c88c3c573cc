import type { Metadata } from 'next';
import { localePath } from '@/platform/i18n/localePath';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { ErrorPage } from '@/features/content-pages/static/errors/ErrorPage';
import { errorPageFor, logServerError } from '@/features/content-pages/static/errors/errorPages';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [intl, { code }] = await Promise.all([getLocale().then(getIntl), params]);
  const { kind } = errorPageFor(code);
  return {
    title: intl.formatMessage({ id: `errors.${kind}.subtitle` }),
    description: intl.formatMessage({ id: `errors.${kind}.message` }),
    robots: { index: false },
  };
}

/** /errors/{code}/ (spec §8). Bots never get here: the proxy answers them with the bare status. */
export default async function ErrorRoute({ params }: Props) {
  const [locale, { code }] = await Promise.all([getLocale(), params]);
  const page = errorPageFor(code);
  logServerError(page.status, localePath(locale, `/errors/${code}/`));
  return <ErrorPage locale={locale} page={page} />;
}
