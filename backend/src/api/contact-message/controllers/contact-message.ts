import type { Core } from '@strapi/strapi';
import { parseContactMessage, recordContactMessage } from '../../../domains/visitor-forms/contact/contact-messages';
import { DEFAULT_LOCALE } from '../../../locales';
import { mailAfterResponse, requestLocale } from '../../../mail/send';
import { handle, requestBody } from '../../../http/handle';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** 201 once stored; the shop's copy and the sender's acknowledgement go out after the response. */
  create: handle(async (ctx) => {
    const form = parseContactMessage(requestBody(ctx));
    const { id, mails } = await recordContactMessage(strapi, form, requestLocale(strapi) ?? DEFAULT_LOCALE);
    ctx.status = 201;
    ctx.body = { id };
    mailAfterResponse(strapi, 'a contact message', mails);
  }),
});
