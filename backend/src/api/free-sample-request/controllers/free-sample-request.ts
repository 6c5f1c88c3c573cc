import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '../../../locales';
import { mailAfterResponse, requestLocale } from '../../../mail/send';
import { parseFreeSample, recordFreeSample } from '../../../domains/visitor-forms/newsletter/free-sample';
import { handle, requestBody } from '../../../http/handle';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** 202 once recorded, whether or not a mail goes out (an address asking twice a day learns nothing). */
  request: handle(async (ctx) => {
    const form = await parseFreeSample(strapi, requestBody(ctx));
    const mail = await recordFreeSample(strapi, form, requestLocale(strapi) ?? DEFAULT_LOCALE);
    ctx.status = 202;
    ctx.body = { accepted: true };
    if (mail) mailAfterResponse(strapi, 'the free sample', mail);
  }),
});
