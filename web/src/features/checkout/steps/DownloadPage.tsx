import Link from 'next/link';
import { notFound } from 'next/navigation';
import { parseOrderKey } from '@/features/checkout/cart/cartItem';
import { OrderDownloadsDocument } from '@/gql/graphql';
import { queryGateway } from '@/platform/gateway/queryGateway';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import { getIntl } from '@/platform/i18n/server';
import { formatPrice } from '@/platform/currency/formatPrice';
import { ResendReceiptButton } from '@/features/account/ResendReceiptButton';
import { CheckoutSteps } from './CheckoutSteps';
import { PaidCartCleared } from './PaidCartCleared';
import { PaymentConfirmation } from './PaymentConfirmation';
import styles from '../../../ui/shop.module.css';
import { wasRateLimited } from '@/platform/gateway/wasRateLimited';
import { RateLimitPage } from '@/features/content-pages/static/errors/RateLimitPage';
import { ServerErrorPage } from '@/features/content-pages/static/errors/ServerErrorPage';

type Props = {
  locale: AppLocale;
  orderKey: string;
  /** Back from the payment provider's page (`?paying=1`): an unpaid order is being confirmed, not unpaid. */
  paying: boolean;
};

/**
 * /checkout/download/{key}/: the paid order's files, as signed links that expire. An unknown key is a 404; an
 * unpaid order sends the visitor back to payment, unless its payment is being confirmed; a refunded one says so.
 */
export async function DownloadPage({ locale, orderKey, paying }: Props) {
  const key = parseOrderKey(orderKey);
  if (!key) notFound();
  const [intl, result] = await Promise.all([getIntl(locale), queryGateway(OrderDownloadsDocument, { locale, key })]);
  if (wasRateLimited(result)) return <RateLimitPage locale={locale} />;
  if (!result.ok) return <ServerErrorPage locale={locale} />;
  const order = result.data.order;
  if (!order) notFound();

  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <div className={styles.page}>
      <CheckoutSteps locale={locale} current="download" />
      <h1 className={styles.title}>{intl.formatMessage({ id: 'checkout.download.title' })}</h1>
      {order.status === 'REFUNDED' ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'checkout.download.refunded' })}</p>
      ) : order.status === 'CREATED' && paying ? (
        <div className={styles.empty}>
          <PaymentConfirmation
            confirming={intl.formatMessage({ id: 'checkout.download.confirming' })}
            slow={intl.formatMessage({ id: 'checkout.download.confirmingSlow' }, { email: order.email })}
          />
        </div>
      ) : order.status !== 'PAID' ? (
        <div className={styles.empty}>
          <p>{intl.formatMessage({ id: 'checkout.download.unpaid' })}</p>
          <Link className="button" href={localePath(locale, '/checkout/payment/')}>
            {intl.formatMessage({ id: 'checkout.download.toPayment' })}
          </Link>
        </div>
      ) : (
        <>
          <PaidCartCleared orderKey={order.key} />
          <p className={styles.lead}>
            {intl.formatMessage({ id: 'checkout.download.thanks' }, { email: order.email })}
          </p>
          {/* What was charged: the order's own total, in the currency it was shown and paid in. */}
          <p data-testid="order-paid" data-price={order.total.amount} data-currency={order.total.currency}>
            {intl.formatMessage({ id: 'checkout.download.paid' }, { total: formatPrice(order.total, locale) })}
          </p>
          <ul className={styles.downloads}>
            {order.downloads.map((download) => (
              <li key={download.diagramId} className={styles.download}>
                <div>
                  <p className={styles.lineTitle}>{download.title}</p>
                  <p className={styles.muted}>
                    {intl.formatMessage(
                      { id: 'checkout.download.expires' },
                      { time: `${time.format(new Date(String(download.expiresAt)))} UTC` },
                    )}
                  </p>
                </div>
                <a className="button" href={download.url} download={download.fileName}>
                  {intl.formatMessage({ id: 'checkout.download.link' }, { file: download.fileName })}
                </a>
              </li>
            ))}
          </ul>
          <p className={styles.muted}>{intl.formatMessage({ id: 'checkout.download.reload' })}</p>
          <ResendReceiptButton orderKey={order.key} />
        </>
      )}
    </div>
  );
}
