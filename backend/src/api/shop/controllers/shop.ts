import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import { bearerUser } from '../../../domains/account/bearer';
import { DEFAULT_LOCALE } from '../../../locales';
import { requestLocale } from '../../../mail/send';
import { download, listDownloads, PPTX_TYPE } from '../../../domains/shop/downloads';
import { handle, requestBody as body } from '../../../http/handle';
import { createOrder, getOrder, orderView } from '../../../domains/shop/orders';
import { payOrder } from '../../../domains/shop/pay-order';
import { startOrderCheckout } from '../../../domains/shop/order-checkout';
import { paymentFlow } from '../../../payments';
import { parseCartItems, priceItems } from '../../../domains/shop/pricing';
import { resendReceipt, sendReceiptAfterPayment } from '../../../domains/shop/receipt';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** How an unpaid order is paid: by card on the shop's form (test provider), or on Stripe's page (`hosted`). */
  const withPaymentFlow = (view: ReturnType<typeof orderView>) => ({
    ...view,
    payment_flow: paymentFlow(strapi),
  });

  return {
    price: handle(async (ctx) => {
      ctx.body = await priceItems(strapi, parseCartItems(body(ctx)));
    }),

    createOrder: handle(async (ctx) => {
      // The visitor's language (X-Shop-Locale) titles the downloads and the receipt; a bearer makes it the account's.
      const user = await bearerUser(strapi, ctx);
      const { order, created } = await createOrder(strapi, body(ctx), {
        userId: user?.id ?? null,
        language: requestLocale(strapi) ?? DEFAULT_LOCALE,
      });
      ctx.status = created ? 201 : 200;
      ctx.body = withPaymentFlow(orderView(order));
    }),

    findOrder: handle(async (ctx) => {
      ctx.body = withPaymentFlow(orderView(await getOrder(strapi, ctx.params.key)));
    }),

    checkout: handle(async (ctx) => {
      ctx.body = await startOrderCheckout(strapi, ctx.params.key, body(ctx), requestLocale(strapi) ?? null);
    }),

    pay: handle(async (ctx) => {
      const result = await payOrder(strapi, ctx.params.key, body(ctx));
      if (result.status === 200 && result.charged) await sendReceiptAfterPayment(strapi, result.charged);
      ctx.status = result.status;
      ctx.body = result.body;
    }),

    receipt: handle(async (ctx) => {
      await resendReceipt(strapi, ctx.params.key);
      ctx.status = 204;
    }),

    downloads: handle(async (ctx) => {
      ctx.body = await listDownloads(strapi, ctx.params.key);
    }),

    download: handle(async (ctx) => {
      const { file, fileName, size } = await download(
        strapi,
        ctx.params.diagramId,
        ctx.query as Record<string, unknown>,
      );
      ctx.set('Content-Type', PPTX_TYPE);
      ctx.set('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`);
      ctx.set('Content-Length', String(size));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = fs.createReadStream(file);
    }),
  };
};
