import type { Core } from '@strapi/strapi';
import type { FormsConfig } from '../../config/forms';
import { VisitorForm } from '../forms/visitor-form';
import { DEFAULT_LOCALE, LOCALE_NAMES, type Locale } from '../locales';
import { fill, type Mail, render } from '../mail/compose';
import { sendMail } from '../mail/send';
import { CONTACT_MAIL_TEXTS } from './mail-texts';

const CONTACT_MESSAGE = 'api::contact-message.contact-message';
const NAME_MAX = 200;
const MESSAGE_MAX = 5000;

interface ContactForm {
  name: string;
  email: string;
  message: string;
  consentText: string | null;
}

/** The contact form's body, checked: every field refusal at once. */
export function parseContactMessage(body: unknown): ContactForm {
  const form = new VisitorForm(body);
  const parsed = {
    name: form.requiredText('name', NAME_MAX),
    email: form.email(),
    message: form.requiredText('message', MESSAGE_MAX, { keepLines: true }),
    consentText: form.consentText(),
  };
  form.terms();
  form.check();
  return parsed;
}

/** The shop's copy, in the shop's language: who wrote, in which language, and what; answering replies to them. */
function staffMail(form: ContactForm, locale: Locale): Mail {
  return {
    ...render(`Contact form: ${form.name}`, [
      {
        rows: [
          ['Name', form.name],
          ['Email', form.email],
          ['Language', LOCALE_NAMES[locale]],
        ],
      },
      { paragraph: form.message },
    ]),
    replyTo: form.email,
  };
}

/** The sender's acknowledgement, in their language, with their message. */
function acknowledgementMail(form: ContactForm, locale: Locale): Mail {
  const texts = CONTACT_MAIL_TEXTS[locale];
  return render(texts.subject, [
    { paragraph: fill(texts.greeting, { name: form.name }) },
    { paragraph: texts.body },
    { heading: texts.yourMessage },
    { paragraph: form.message },
  ]);
}

/** Stores a contact message for staff (the admin's content manager); returns its id and the mails to send after. */
export async function recordContactMessage(strapi: Core.Strapi, form: ContactForm, locale: Locale = DEFAULT_LOCALE) {
  const stored = (await strapi.db.query(CONTACT_MESSAGE).create({
    data: {
      name: form.name,
      email: form.email,
      message: form.message,
      language: locale,
      terms_agreement: true,
      consent_text: form.consentText,
      consented_at: new Date(),
    },
  })) as { documentId: string };
  const { contactEmail } = strapi.config.get('forms') as FormsConfig;
  return {
    id: stored.documentId,
    mails: async () => {
      await sendMail(strapi, contactEmail, staffMail(form, locale));
      await sendMail(strapi, form.email, acknowledgementMail(form, locale));
    },
  };
}
