import { MyOrdersDocument } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { getIntl } from '@/platform/i18n/server';
import { formatPrice } from '@/platform/currency/formatPrice';
import { callGateway } from '@/platform/session/gatewayCall';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { accountProblem } from './problems';
import { ResendReceiptButton } from './ResendReceiptButton';
import styles from './account.module.css';

/** The signed-in customer's orders, newest first, each with its download links and "send my links again". */
export async function PurchaseList({ locale, token }: { locale: AppLocale; token: string }) {
  const [intl, result] = await Promise.all([getIntl(locale), callGateway(MyOrdersDocument, { locale }, { token })]);
  if (!result.ok)
    return (
      <ErrorNotice>
        {intl.formatMessage({ id: accountProblem(result.failure).message ?? 'account.error.unexpected' })}
      </ErrorNotice>
    );
  const orders = result.data.myOrders;
  if (orders.length === 0) return <p>{intl.formatMessage({ id: 'account.purchases.empty' })}</p>;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <ul className={styles.orders}>
      {orders.map((order) => (
        <li key={order.key} className={styles.order} data-testid="purchase">
          <h2>{intl.formatMessage({ id: 'account.purchases.order' }, { key: order.key })}</h2>
          <p>{intl.formatMessage({ id: 'account.purchases.total' }, { total: formatPrice(order.total, locale) })}</p>
          <h3>{intl.formatMessage({ id: 'account.purchases.downloads' })}</h3>
          <ul>
            {order.downloads.map((download) => (
              <li key={download.diagramId}>
                <a href={download.url} download={download.fileName}>
                  {download.title}
                </a>{' '}
                <small>
                  {intl.formatMessage(
                    { id: 'account.purchases.expires' },
                    { time: `${time.format(new Date(String(download.expiresAt)))} UTC` },
                  )}
                </small>
              </li>
            ))}
          </ul>
          <ResendReceiptButton orderKey={order.key} />
        </li>
      ))}
    </ul>
  );
}
