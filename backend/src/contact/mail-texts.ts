import type { Localized } from '../locales';

/** The words of the acknowledgement a visitor gets for a contact message, in the five site languages. */
export interface ContactMailTexts {
  greeting: string;
  subject: string;
  body: string;
  yourMessage: string;
}

export const CONTACT_MAIL_TEXTS: Localized<ContactMailTexts> = {
  en: {
    greeting: 'Hello {name},',
    subject: 'We received your message',
    body: 'Thank you for writing to us. We will answer you at this address as soon as we can.',
    yourMessage: 'Your message',
  },
  fr: {
    greeting: 'Bonjour {name},',
    subject: 'Nous avons bien reçu votre message',
    body: 'Merci de nous avoir écrit. Nous vous répondrons à cette adresse dès que possible.',
    yourMessage: 'Votre message',
  },
  de: {
    greeting: 'Hallo {name},',
    subject: 'Wir haben Ihre Nachricht erhalten',
    body: 'vielen Dank für Ihre Nachricht. Wir antworten Ihnen so bald wie möglich an diese Adresse.',
    yourMessage: 'Ihre Nachricht',
  },
  es: {
    greeting: 'Hola, {name}:',
    subject: 'Hemos recibido tu mensaje',
    body: 'Gracias por escribirnos. Te responderemos a esta dirección lo antes posible.',
    yourMessage: 'Tu mensaje',
  },
  pt: {
    greeting: 'Olá, {name},',
    subject: 'Recebemos a sua mensagem',
    body: 'Obrigado por nos escrever. Responderemos para este endereço logo que possível.',
    yourMessage: 'A sua mensagem',
  },
};
