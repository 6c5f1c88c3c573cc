import type { Core } from '@strapi/strapi';
import { displayPrice, isCurrency, toCents, type Money } from '@shop/money';
import { receiptMail } from '../../mail/compose';
import { sendMail } from '../../mail/send';
import { downloadLinks, paidOrder } from './downloads';
import { ShopError } from '../../http/errors';
import { orderView, orderLocale } from './orders';
import type { OrderRow } from '../../persistence/orders';

export const formatMoney = (locale: string, money: Money) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(toCents(money.amount) / 100);

/**
 * The receipt of a PAID order, in the order's language, in the currency charged: each line's price, the
 * discount of the order, the total charged (their difference), and fresh download links (titled in that language).
 */
async function sendReceipt(strapi: Core.Strapi, order: OrderRow): Promise<void> {
  const locale = orderLocale(order);
  const view = orderView(order);
  const currency = isCurrency(view.currency) ? view.currency : 'USD';
  const downloads = await downloadLinks(strapi, order);
  const titles = new Map(downloads.map((download) => [download.diagram_id, download.title]));
  const discount = displayPrice(order.totals.discount, currency);
  await sendMail(
    strapi,
    order.email,
    receiptMail(locale, {
      reference: order.key.slice(0, 8),
      name: order.name,
      paidAt: new Date(order.paid_at ?? Date.now()),
      lines: order.lines.map((line) => [
        titles.get(line.diagram_id) ?? line.title,
        formatMoney(locale, displayPrice(line.prices, currency)),
      ]),
      discount: toCents(discount.amount) > 0 ? `−${formatMoney(locale, discount)}` : null,
      total: formatMoney(locale, view.total),
      downloads,
    }),
  );
}

/** After a payment: the receipt goes out, but a mail that fails never fails the payment (it can be re-sent). */
export async function sendReceiptAfterPayment(strapi: Core.Strapi, order: OrderRow): Promise<void> {
  try {
    await sendReceipt(strapi, order);
  } catch (error) {
    strapi.log.error(`[shop] the receipt of a paid order could not be sent: ${(error as Error).message}`);
  }
}

/** "Send my links again": the receipt of a PAID order once more; 404 for no such order, 409 before payment. */
export async function resendReceipt(strapi: Core.Strapi, key: string): Promise<void> {
  const order = await paidOrder(strapi, key).catch((error: unknown) => {
    if (error instanceof ShopError && error.status === 403) {
      throw new ShopError(409, { error: 'The order is not paid yet.', code: 'order_not_paid' });
    }
    throw error;
  });
  await sendReceipt(strapi, order);
}
