import type { Core } from '@strapi/strapi';
import type { AccountsConfig } from '../../../env/settings';
import type { FormsConfig } from '../../../env/settings';
import type { ShopConfig } from '../../../env/settings';
import type { Locale } from '../../../locales';
import { localizedPageUrl } from '../../../mail/account-links';
import { type Block, fill, type Mail, render } from '../../../mail/compose';
import type { DownloadLink } from '../../shop/downloads';
import { SAMPLE_MAIL_TEXTS } from './mail-texts';
import type { Subscription } from './subscribers';

// The link's lifetime in the largest whole unit that fits, so that no mail says "1 days" or "0 days".
const PERIOD_UNITS = [
  { unit: 'day', seconds: 24 * 60 * 60 },
  { unit: 'hour', seconds: 60 * 60 },
  { unit: 'minute', seconds: 60 },
] as const;

/** "7 days", "1 Tag", "12 horas": the period in the visitor's language, its plural from ICU. */
export function linkPeriod(locale: Locale, seconds: number): string {
  const { unit, seconds: size } = PERIOD_UNITS.find((entry) => seconds >= entry.seconds) ?? PERIOD_UNITS[2];
  const count = Math.max(1, Math.floor(seconds / size));
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

/**
 * What every newsletter-related mail carries: RFC 8058's one-click unsubscribe (a POST to the backend that mail
 * clients send themselves) and a visible link to the web's unsubscribe page (a button there, so that a link
 * scanner's GET unsubscribes nobody).
 */
function unsubscribeParts(strapi: Core.Strapi, locale: Locale, token: string) {
  const { publicUrl } = strapi.config.get('shop') as ShopConfig;
  const { webUrl } = strapi.config.get('accounts') as AccountsConfig;
  const oneClick = `${publicUrl}/api/newsletter/unsubscribe/?${new URLSearchParams({ token })}`;
  return {
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    page: localizedPageUrl(webUrl, locale, '/newsletter/unsubscribe', { token }),
  };
}

/**
 * The free sample's mail: the signed download link, and when the visitor asked for the newsletter, the confirm
 * link (while pending) and the unsubscribe link and headers.
 */
export function sampleMail(
  strapi: Core.Strapi,
  locale: Locale,
  link: DownloadLink,
  subscription: Subscription | null,
): Mail {
  const texts = SAMPLE_MAIL_TEXTS[locale];
  const { sampleLinkTtlSeconds } = strapi.config.get('forms') as FormsConfig;
  const blocks: Block[] = [
    { paragraph: texts.greeting },
    { paragraph: fill(texts.body, { title: link.title }) },
    { link: fill(texts.download, { title: link.title }), url: link.url },
    { paragraph: fill(texts.linkExpires, { period: linkPeriod(locale, sampleLinkTtlSeconds) }) },
  ];
  if (!subscription || subscription.status === 'unsubscribed') return render(texts.subject, blocks);
  const { webUrl } = strapi.config.get('accounts') as AccountsConfig;
  const unsubscribe = unsubscribeParts(strapi, locale, subscription.unsubscribeToken);
  if (subscription.status === 'pending') {
    const confirm = localizedPageUrl(webUrl, locale, '/newsletter/confirm', { token: subscription.confirmToken });
    blocks.push({ paragraph: texts.confirmBody }, { link: texts.confirmAction, url: confirm });
  }
  blocks.push(
    { paragraph: texts.noSpam },
    { paragraph: texts.unsubscribeBody },
    { link: texts.unsubscribeAction, url: unsubscribe.page },
  );
  return { ...render(texts.subject, blocks), headers: unsubscribe.headers };
}
