import type { Localized } from '../locales';

/** The words of the acknowledgement a visitor gets for a contact message, in the five site languages. */
export interface ContactMailTexts {
  greeting: string;
  /** The greeting when the name cannot be quoted (it holds a link). */
  greetingNoName: string;
  subject: string;
  body: string;
  /** The message is not quoted: an acknowledgement must not carry a stranger's text to any address. */
  received: string;
}

export const CONTACT_MAIL_TEXTS: Localized<ContactMailTexts> = {
  en: {
    greeting: 'Hello {name},',
    subject: 'We received your message',
    body: 'Thank you for writing to us. We will answer you at this address as soon as we can.',
    greetingNoName: 'Hello,',
    received: 'We received your message of {date}.',
  },
  fr: {
    greeting: 'Bonjour {name},',
    subject: 'Nous avons bien reçu votre message',
    body: 'Merci de nous avoir écrit. Nous vous répondrons à cette adresse dès que possible.',
    greetingNoName: 'Bonjour,',
    received: 'Nous avons reçu votre message du {date}.',
  },
  de: {
    greeting: 'Hallo {name},',
    subject: 'Wir haben Ihre Nachricht erhalten',
    body: 'vielen Dank für Ihre Nachricht. Wir antworten Ihnen so bald wie möglich an diese Adresse.',
    greetingNoName: 'Guten Tag,',
    received: 'Ihre Nachricht vom {date} ist bei uns eingegangen.',
  },
  es: {
    greeting: 'Hola, {name}:',
    subject: 'Hemos recibido tu mensaje',
    body: 'Gracias por escribirnos. Te responderemos a esta dirección lo antes posible.',
    greetingNoName: 'Hola:',
    received: 'Hemos recibido tu mensaje del {date}.',
  },
  pt: {
    greeting: 'Olá, {name},',
    subject: 'Recebemos a sua mensagem',
    body: 'Obrigado por nos escrever. Responderemos para este endereço logo que possível.',
    greetingNoName: 'Olá,',
    received: 'Recebemos a sua mensagem de {date}.',
  },
};
