import type { Metadata } from 'next';
import Link from 'next/link';
import { accountTitle, PublicAccountPage } from '@/features/account/AccountPage';
import { accountPath } from '@/platform/routing/accountPath';
import { ResetPasswordForm } from '@/features/account/ResetPasswordForm';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { ErrorNotice } from '@/ui/ErrorNotice';

export async function generateMetadata(): Promise<Metadata> {
  return accountTitle(await getLocale(), 'account.reset.title');
}

/** /account/reset-password/?code=…: the mailed link's page. */
export default async function ResetPasswordPage({
  searchParams,
}: PageProps<'/[locale]/[currency]/account/reset-password'>) {
  const locale = await getLocale();
  const [intl, { code }] = await Promise.all([getIntl(locale), searchParams]);
  return (
    <PublicAccountPage locale={locale} title="account.reset.title">
      {typeof code === 'string' && code ? (
        <ResetPasswordForm code={code} />
      ) : (
        <>
          <ErrorNotice>{intl.formatMessage({ id: 'account.reset.missingCode' })}</ErrorNotice>
          <Link href={accountPath(locale, '/forgot-password/')}>
            {intl.formatMessage({ id: 'account.reset.askAgain' })}
          </Link>
        </>
      )}
    </PublicAccountPage>
  );
}
