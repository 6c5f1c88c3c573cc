import type { Core, UID } from '@strapi/strapi';
import { appEnv } from '../../../env/app-env';
import { badRequest, ShopError } from '../../../http/errors';
import { handle, requestBody as body } from '../../../http/handle';
import { isObject } from '../../../http/request-values';

/** The shop's content types a test may edit; never accounts, orders or payments. */
const EDITABLE = new Set(['api::diagram.diagram', 'api::category.category', 'api::slide.slide']);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** `{ uid, documentId, locale, data }`: updates one locale of a document; answers the updated entry. */
  update: handle(async (ctx) => {
    if (appEnv() === 'production') throw new ShopError(404, { error: 'Not found.', code: 'not_found' });
    const edit = body(ctx);
    if (!isObject(edit) || typeof edit.uid !== 'string' || !EDITABLE.has(edit.uid))
      throw badRequest('uid must be a content type of the shop');
    if (typeof edit.documentId !== 'string' || typeof edit.locale !== 'string' || !isObject(edit.data))
      throw badRequest('documentId, locale and data are required');
    const uid = edit.uid as UID.ContentType;
    ctx.body = await strapi
      .documents(uid)
      .update({ documentId: edit.documentId, locale: edit.locale, data: edit.data as never });
  }),
});
