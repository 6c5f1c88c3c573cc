import type { Core } from '@strapi/strapi';
import type { FormsConfig } from '../../../env/settings';
import { VisitorForm } from '../visitor-form';
import { DEFAULT_LOCALE, LOCALE_NAMES, type Locale } from '../../../locales';
import { fill, type Mail, render } from '../../../mail/compose';
import { sendMail } from '../../../mail/send';
import { createContactMessage, earlierContactMessagesSince } from '../../../persistence/contact-messages';
import { CONTACT_MAIL_TEXTS } from './mail-texts';

const NAME_MAX = 200;
const MESSAGE_MAX = 5000;

interface ContactForm {
  name: string;
  email: string;
  message: string;
  consentText: string | null;
  /** False when the gateway found the address past its share of mails this hour: store and tell staff, mail it nothing. */
  acknowledge: boolean;
}

/** The contact form's body, checked: every field refusal at once. */
export function parseContactMessage(body: unknown): ContactForm {
  const form = new VisitorForm(body);
  const parsed = {
    name: form.requiredText('name', NAME_MAX),
    email: form.email(),
    message: form.requiredText('message', MESSAGE_MAX, { keepLines: true }),
    consentText: form.consentText(),
    acknowledge: (body as { acknowledge?: unknown } | null)?.acknowledge !== false,
  };
  form.terms();
  form.check();
  return parsed;
}

// A link, or a bare domain ("spam.example/x", "www.x").
const LINK = /:\/\/|\bwww\.|[\p{L}\d-]+\.[\p{L}]{2,}(?:[/?#]|\b)/iu;

/**
 * The sender's name as the staff's copy shows it: a name holding a link has its dots and `://` broken
 * (`spam[.]example`), so that no mail client makes it a link to click. Control characters (a line break that
 * would start a header) never reach here: the form drops them.
 */
export function staffName(name: string): string {
  return LINK.test(name) ? name.replace(/\./g, '[.]').replace(/:\/\//g, '[:]//') : name;
}

/**
 * The shop's copy, in the shop's language: who wrote, in which language, and what; answering replies to them. The
 * subject names the address only (checked, one @, no spaces), never the visitor's free text.
 */
function staffMail(form: ContactForm, locale: Locale): Mail {
  return {
    ...render(`Contact form: ${form.email}`, [
      {
        rows: [
          ['Name', staffName(form.name)],
          ['Email', form.email],
          ['Language', LOCALE_NAMES[locale]],
        ],
      },
      { paragraph: form.message },
    ]),
    replyTo: form.email,
  };
}

/** One acknowledgement per address in this window: more would let the form mail a stranger repeatedly. */
const ACKNOWLEDGE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The sender's acknowledgement, in their language: our words and the date only. It goes to whatever address the
 * visitor typed, so it carries none of their text, not even the name: the form must not mail a stranger words of
 * the sender's choosing from the shop's domain.
 */
function acknowledgementMail(locale: Locale, at: Date): Mail {
  const texts = CONTACT_MAIL_TEXTS[locale];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  return render(texts.subject, [
    { paragraph: texts.greeting },
    { paragraph: texts.body },
    { paragraph: fill(texts.received, { date }) },
  ]);
}

/** Whether this message is its address's first within 24 hours (lowest id, so of two at once only one). */
async function firstInWindow(strapi: Core.Strapi, email: string, id: number, now: Date): Promise<boolean> {
  const earlier = await earlierContactMessagesSince(strapi, email, id, new Date(now.getTime() - ACKNOWLEDGE_WINDOW_MS));
  return earlier === 0;
}

/**
 * Stores a contact message for staff (the admin's content manager); returns its id and the mails to send after:
 * the shop's copy always, the sender's acknowledgement once per address a day (none past the address's share).
 */
export async function recordContactMessage(strapi: Core.Strapi, form: ContactForm, locale: Locale = DEFAULT_LOCALE) {
  const now = new Date();
  const stored = await createContactMessage(strapi, {
    name: form.name,
    email: form.email,
    message: form.message,
    language: locale,
    terms_agreement: true,
    consent_text: form.consentText,
    consented_at: now,
  });
  const { contactEmail } = strapi.config.get('forms') as FormsConfig;
  const acknowledge = form.acknowledge && (await firstInWindow(strapi, form.email, stored.id, now));
  return {
    id: stored.documentId,
    mails: async () => {
      await sendMail(strapi, contactEmail, staffMail(form, locale));
      if (acknowledge) await sendMail(strapi, form.email, acknowledgementMail(locale, now));
    },
  };
}
