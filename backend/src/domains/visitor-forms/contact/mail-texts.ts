import type { Localized } from '../../../locales';

/** The words of the acknowledgement a visitor gets for a contact message, in the five site languages. */
export interface ContactMailTexts {
  /** No name: an acknowledgement carries none of the sender's text to the address they typed. */
  greeting: string;
  subject: string;
  body: string;
  /** The message is not quoted either. */
  received: string;
}

export const CONTACT_MAIL_TEXTS: Localized<ContactMailTexts> = {
  en: {
    subject: 'We received your message',
    body: 'Thank you for writing to us. We will answer you at this address as soon as we can.',
    greeting: 'Hello,',
    received: 'We received your message of {date}.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    body: 'Merci de nous avoir écrit. Nous vous répondrons à cette adresse dès que possible.',
    greeting: 'Bonjour,',
    received: 'Nous avons reçu votre message du {date}.',
  },
  de: {
    subject: 'Wir haben Ihre Nachricht erhalten',
    body: 'vielen Dank für Ihre Nachricht. Wir antworten Ihnen so bald wie möglich an diese Adresse.',
    greeting: 'Guten Tag,',
    received: 'Ihre Nachricht vom {date} ist bei uns eingegangen.',
  },
  es: {
    subject: 'Hemos recibido tu mensaje',
    body: 'Gracias por escribirnos. Te responderemos a esta dirección lo antes posible.',
    greeting: 'Hola:',
    received: 'Hemos recibido tu mensaje del {date}.',
  },
  pt: {
    subject: 'Recebemos a sua mensagem',
    body: 'Obrigado por nos escrever. Responderemos para este endereço logo que possível.',
    greeting: 'Olá,',
    received: 'Recebemos a sua mensagem de {date}.',
  },
};
