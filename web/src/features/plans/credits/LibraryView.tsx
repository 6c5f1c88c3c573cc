import type { IntlShape } from 'react-intl';
import sections from '@/ui/pageSection.module.css';
import { type AccountLibraryQuery, AccountLibraryDocument } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { getIntl } from '@/platform/i18n/server';
import { callGateway } from '@/platform/session/gatewayCall';
import { FailureNotice } from './FailureNotice';
import { formatDay } from './formatDay';
import styles from './credits.module.css';

type Entry = AccountLibraryQuery['myCredits']['entries'][number];

/** One line of the history in words: granted (until when), spent (on which diagram), expired, refunded. */
function describeEntry(intl: IntlShape, entry: Entry): string {
  if (entry.kind === 'GRANT')
    return intl.formatMessage({ id: 'credits.entry.GRANT' }, { date: formatDay(intl, entry.expiresAt) });
  if (entry.kind === 'SPEND')
    return entry.title
      ? intl.formatMessage({ id: 'credits.entry.SPEND' }, { title: entry.title })
      : intl.formatMessage({ id: 'credits.entry.spendUnknown' });
  return intl.formatMessage({ id: entry.kind === 'REFUND' ? 'credits.entry.REFUND' : 'credits.entry.EXPIRE' });
}

/** /account/library/: every diagram obtained (by purchase or credits) with its link, then the credit history. */
export async function LibraryView({ locale, token }: { locale: AppLocale; token: string }) {
  const [intl, result] = await Promise.all([getIntl(locale), callGateway(AccountLibraryDocument, {}, { token })]);
  if (!result.ok) return <FailureNotice intl={intl} failure={result.failure} />;
  const { myLibrary: items, myCredits: credits } = result.data;
  return (
    <>
      <section className={sections.section} aria-labelledby="library-files">
        <h2 id="library-files">{intl.formatMessage({ id: 'credits.library.files' })}</h2>
        {items.length === 0 ? (
          <p>{intl.formatMessage({ id: 'credits.library.empty' })}</p>
        ) : (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.diagramId} className={styles.item} data-testid="library-item">
                <a href={item.download.url} download={item.download.fileName}>
                  {item.title}
                </a>
                <span className={styles.muted}>
                  {intl.formatMessage(
                    { id: `credits.library.${item.source}` },
                    { date: formatDay(intl, item.obtainedAt) },
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={sections.section} aria-labelledby="library-history">
        <h2 id="library-history">{intl.formatMessage({ id: 'credits.history.title' })}</h2>
        <p>{intl.formatMessage({ id: 'credits.balance' }, { balance: credits.balance })}</p>
        {credits.entries.length === 0 ? (
          <p>{intl.formatMessage({ id: 'credits.history.empty' })}</p>
        ) : (
          <table className={styles.history}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'credits.history.date' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'credits.history.entry' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'credits.history.amount' })}</th>
              </tr>
            </thead>
            <tbody>
              {credits.entries.map((entry) => (
                <tr key={entry.id} data-testid="credit-entry" data-kind={entry.kind}>
                  <td>{formatDay(intl, entry.createdAt)}</td>
                  <td>{describeEntry(intl, entry)}</td>
                  <td>{intl.formatNumber(entry.amount, { signDisplay: 'always' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
