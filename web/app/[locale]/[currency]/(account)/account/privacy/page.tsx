import type { Metadata } from 'next';
import { accountTitle, requireSession, SignedInPage } from '@/features/account/AccountPage';
import sections from '@/ui/pageSection.module.css';
import { DeleteAccountForm } from '@/features/account/DeleteAccountForm';
import { localePath } from '@/platform/i18n/localePath';
import { getIntl, getLocale } from '@/platform/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return accountTitle(await getLocale(), 'account.privacy.title');
}

/** /account/privacy/: the GDPR rights, download my data and delete my account. */
export default async function PrivacyPage() {
  const locale = await getLocale();
  await requireSession(locale);
  const intl = await getIntl(locale);
  return (
    <SignedInPage locale={locale} title="account.privacy.title">
      <section className={sections.section}>
        <h2>{intl.formatMessage({ id: 'account.privacy.data.title' })}</h2>
        <p>{intl.formatMessage({ id: 'account.privacy.data.intro' })}</p>
        <a className="button" href={localePath(locale, '/account/privacy/data/')} download>
          {intl.formatMessage({ id: 'account.privacy.data.button' })}
        </a>
      </section>
      <section className={sections.section}>
        <h2>{intl.formatMessage({ id: 'account.privacy.delete.title' })}</h2>
        <p>{intl.formatMessage({ id: 'account.privacy.delete.intro' })}</p>
        <DeleteAccountForm />
      </section>
    </SignedInPage>
  );
}
