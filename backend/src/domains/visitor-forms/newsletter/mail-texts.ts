import type { Localized } from '../../../locales';

/** The words of the free sample's mail and of its newsletter part, in the five site languages. */
export interface SampleMailTexts {
  greeting: string;
  subject: string;
  body: string;
  download: string;
  linkExpires: string;
  confirmBody: string;
  confirmAction: string;
  noSpam: string;
  unsubscribeBody: string;
  unsubscribeAction: string;
}

export const SAMPLE_MAIL_TEXTS: Localized<SampleMailTexts> = {
  en: {
    greeting: 'Hello,',
    subject: 'Your free slide sample',
    body: 'Thank you for your interest. Here is your free sample: {title}.',
    download: 'Download {title}',
    linkExpires: 'The download link works for {period}.',
    confirmBody:
      'You also asked for our newsletter. Please confirm your address: we send nothing before you do, and if you do not confirm, you will not hear from us again.',
    confirmAction: 'Confirm my subscription',
    noSpam: 'No spam: only product updates.',
    unsubscribeBody: 'You receive this because you signed up for our newsletter. You can unsubscribe at any time:',
    unsubscribeAction: 'Unsubscribe',
  },
  fr: {
    greeting: 'Bonjour,',
    subject: 'Votre diapositive gratuite',
    body: 'Merci de votre intérêt. Voici votre échantillon gratuit : {title}.',
    download: 'Télécharger {title}',
    linkExpires: 'Le lien de téléchargement est valable {period}.',
    confirmBody:
      'Vous avez aussi demandé notre newsletter. Veuillez confirmer votre adresse : nous n’envoyons rien avant, et sans confirmation vous n’aurez plus de nouvelles de nous.',
    confirmAction: 'Confirmer mon inscription',
    noSpam: 'Pas de spam : uniquement les nouveautés de nos produits.',
    unsubscribeBody:
      'Vous recevez ce message parce que vous vous êtes inscrit à notre newsletter. Vous pouvez vous désinscrire à tout moment :',
    unsubscribeAction: 'Me désinscrire',
  },
  de: {
    greeting: 'Hallo,',
    subject: 'Ihre kostenlose Beispielfolie',
    body: 'vielen Dank für Ihr Interesse. Hier ist Ihr kostenloses Beispiel: {title}.',
    download: '{title} herunterladen',
    linkExpires: 'Der Download-Link ist {period} gültig.',
    confirmBody:
      'Sie haben auch unseren Newsletter angefordert. Bitte bestätigen Sie Ihre Adresse: Vorher senden wir nichts, und ohne Bestätigung hören Sie nicht wieder von uns.',
    confirmAction: 'Anmeldung bestätigen',
    noSpam: 'Kein Spam: nur Neuigkeiten zu unseren Produkten.',
    unsubscribeBody:
      'Sie erhalten diese E-Mail, weil Sie sich für unseren Newsletter angemeldet haben. Sie können sich jederzeit abmelden:',
    unsubscribeAction: 'Abmelden',
  },
  es: {
    greeting: 'Hola:',
    subject: 'Tu diapositiva de muestra gratis',
    body: 'Gracias por tu interés. Aquí tienes tu muestra gratis: {title}.',
    download: 'Descargar {title}',
    linkExpires: 'El enlace de descarga es válido durante {period}.',
    confirmBody:
      'También has pedido nuestro boletín. Confirma tu dirección: no enviamos nada antes, y si no la confirmas no volverás a saber de nosotros.',
    confirmAction: 'Confirmar mi suscripción',
    noSpam: 'Sin spam: solo novedades de nuestros productos.',
    unsubscribeBody:
      'Recibes este correo porque te has suscrito a nuestro boletín. Puedes darte de baja en cualquier momento:',
    unsubscribeAction: 'Darme de baja',
  },
  pt: {
    greeting: 'Olá,',
    subject: 'O seu diapositivo de amostra grátis',
    body: 'Obrigado pelo seu interesse. Aqui está a sua amostra grátis: {title}.',
    download: 'Transferir {title}',
    linkExpires: 'A ligação de transferência é válida durante {period}.',
    confirmBody:
      'Também pediu a nossa newsletter. Confirme o seu endereço: não enviamos nada antes disso e, se não confirmar, não voltará a ter notícias nossas.',
    confirmAction: 'Confirmar a minha subscrição',
    noSpam: 'Sem spam: apenas novidades dos nossos produtos.',
    unsubscribeBody:
      'Recebe este e-mail porque subscreveu a nossa newsletter. Pode cancelar a subscrição a qualquer momento:',
    unsubscribeAction: 'Cancelar a subscrição',
  },
};
