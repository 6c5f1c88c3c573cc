import type { Locale } from '../locales';
import { MAIL_TEXTS, type MailTexts } from './texts';

/** A mail ready for the email plugin: the same words as text and as HTML (and headers of its own, if any). */
export interface Mail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);

/** The parts of a mail body, in order: paragraphs, links (label + url) and tables of label/value rows. */
export type Block =
  | { paragraph: string }
  | { link: string; url: string }
  | { rows: [string, string][] }
  | { heading: string };

export function render(subject: string, blocks: Block[]): Mail {
  const text = blocks
    .map((block) => {
      if ('paragraph' in block) return block.paragraph;
      if ('heading' in block) return block.heading;
      if ('link' in block) return `${block.link}:\n${block.url}`;
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    })
    .join('\n\n');
  const html = blocks
    .map((block) => {
      // A visitor's message keeps its line breaks.
      if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph).replace(/\n/g, '<br>\n')}</p>`;
      if ('heading' in block) return `<h2>${escapeHtml(block.heading)}</h2>`;
      if ('link' in block) return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.link)}</a></p>`;
      const rows = block.rows.map(
        ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      );
      return `<table>${rows.join('')}</table>`;
    })
    .join('\n');
  return { subject, text: `${text}\n`, html: `<!doctype html>\n<html><body>\n${html}\n</body></html>\n` };
}

type AccountMail = {
  subject: keyof MailTexts;
  body: keyof MailTexts;
  action: keyof MailTexts;
  ignore: keyof MailTexts;
};

/** A confirmation or reset mail: no text of the visitor's own, as the address may be someone else's (issue 29). */
function accountMail(keys: AccountMail, locale: Locale, url: string): Mail {
  const texts = MAIL_TEXTS[locale];
  return render(texts[keys.subject], [
    { paragraph: texts.accountGreeting },
    { paragraph: texts[keys.body] },
    { link: texts[keys.action], url },
    { paragraph: texts[keys.ignore] },
  ]);
}

export const confirmationMail = (locale: Locale, url: string) =>
  accountMail(
    { subject: 'confirmSubject', body: 'confirmBody', action: 'confirmAction', ignore: 'confirmIgnore' },
    locale,
    url,
  );

export const resetPasswordMail = (locale: Locale, url: string) =>
  accountMail(
    { subject: 'resetSubject', body: 'resetBody', action: 'resetAction', ignore: 'resetIgnore' },
    locale,
    url,
  );

export interface ReceiptContent {
  reference: string;
  name: string;
  paidAt: Date;
  /** Title and amount charged per line, formatted. */
  lines: [string, string][];
  discount: string | null;
  total: string;
  downloads: { title: string; url: string }[];
}

export function receiptMail(locale: Locale, receipt: ReceiptContent): Mail {
  const texts = MAIL_TEXTS[locale];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(receipt.paidAt);
  return render(fill(texts.receiptSubject, { order: receipt.reference }), [
    { paragraph: fill(texts.greeting, { name: receipt.name }) },
    { paragraph: texts.receiptThanks },
    {
      rows: [
        [texts.receiptOrder, receipt.reference],
        [texts.receiptDate, date],
      ],
    },
    {
      rows: [
        ...receipt.lines,
        ...(receipt.discount ? [[texts.receiptDiscount, receipt.discount] as [string, string]] : []),
        [texts.receiptTotal, receipt.total],
      ],
    },
    { heading: texts.receiptDownloads },
    ...receipt.downloads.map((download) => ({ link: download.title, url: download.url })),
    { paragraph: texts.receiptLinksExpire },
  ]);
}

export interface RenewalContent {
  name: string;
  plan: string;
  /** When the renewal is due (the notice) or was declined (past due). */
  date: Date;
  /** The amount charged per period, formatted. */
  amount: string;
  /** The card the shop charges; null for a plan the payment provider charges (Stripe). */
  last4: string | null;
  credits: number;
  accountUrl: string;
}

const renewalValues = (locale: Locale, content: RenewalContent) => ({
  plan: content.plan,
  date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(content.date),
  amount: content.amount,
  last4: content.last4 ?? '',
  credits: new Intl.NumberFormat(locale).format(content.credits),
});

type PlanMail = { subject: keyof MailTexts; body: keyof MailTexts; next: keyof MailTexts };

/** The keys of a plan mail, or their provider variants (`…Provider`, where there is one) without a card of ours. */
const withoutCard = (keys: PlanMail): PlanMail => {
  const variant = (key: keyof MailTexts) =>
    `${key}Provider` in MAIL_TEXTS.en ? (`${key}Provider` as keyof MailTexts) : key;
  return { subject: keys.subject, body: variant(keys.body), next: variant(keys.next) };
};

function planMail(given: PlanMail, locale: Locale, content: RenewalContent): Mail {
  const texts = MAIL_TEXTS[locale];
  const values = renewalValues(locale, content);
  const keys = content.last4 === null ? withoutCard(given) : given;
  return render(fill(texts[keys.subject], values), [
    { paragraph: fill(texts.greeting, { name: content.name }) },
    { paragraph: fill(texts[keys.body], values) },
    { paragraph: texts[keys.next] },
    { link: texts.planAction, url: content.accountUrl },
  ]);
}

/** The notice a few days before a renewal: when, how much, on which card, how many credits, how to cancel. */
export const renewalNoticeMail = (locale: Locale, content: RenewalContent) =>
  planMail({ subject: 'renewalSubject', body: 'renewalBody', next: 'renewalCancel' }, locale, content);

/** A declined renewal: nothing granted, the subscription is past due and retried. */
export const pastDueMail = (locale: Locale, content: RenewalContent) =>
  planMail({ subject: 'pastDueSubject', body: 'pastDueBody', next: 'pastDueRetry' }, locale, content);
