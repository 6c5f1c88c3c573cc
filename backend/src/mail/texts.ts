import type { Localized } from '../locales';

/** The words of the mails in the five site languages; `{name}` style placeholders are filled by compose.ts. */
export interface MailTexts {
  greeting: string;
  confirmSubject: string;
  confirmBody: string;
  confirmAction: string;
  confirmIgnore: string;
  resetSubject: string;
  resetBody: string;
  resetAction: string;
  resetIgnore: string;
  receiptSubject: string;
  receiptThanks: string;
  receiptOrder: string;
  receiptDate: string;
  receiptDiscount: string;
  receiptTotal: string;
  receiptDownloads: string;
  receiptLinksExpire: string;
}

export const MAIL_TEXTS: Localized<MailTexts> = {
  en: {
    greeting: 'Hello {name},',
    confirmSubject: 'Confirm your email address',
    confirmBody: 'Please confirm your email address by opening this link:',
    confirmAction: 'Confirm my email address',
    confirmIgnore: 'If you did not create an account, ignore this email.',
    resetSubject: 'Reset your password',
    resetBody: 'We received a request to reset your password. Choose a new one here:',
    resetAction: 'Choose a new password',
    resetIgnore: 'If you did not ask for it, ignore this email: your password stays the same.',
    receiptSubject: 'Your receipt and downloads (order {order})',
    receiptThanks: 'Thank you for your purchase. Here is your receipt.',
    receiptOrder: 'Order',
    receiptDate: 'Date',
    receiptDiscount: 'Discount',
    receiptTotal: 'Total charged',
    receiptDownloads: 'Your downloads',
    receiptLinksExpire: 'The links expire after a while; the download page gives you new ones at any time.',
  },
  fr: {
    greeting: 'Bonjour {name},',
    confirmSubject: 'Confirmez votre adresse e-mail',
    confirmBody: 'Veuillez confirmer votre adresse e-mail en ouvrant ce lien :',
    confirmAction: 'Confirmer mon adresse e-mail',
    confirmIgnore: "Si vous n'avez pas créé de compte, ignorez cet e-mail.",
    resetSubject: 'Réinitialisez votre mot de passe',
    resetBody: 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Choisissez-en un nouveau ici :',
    resetAction: 'Choisir un nouveau mot de passe',
    resetIgnore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe ne change pas.",
    receiptSubject: 'Votre reçu et vos téléchargements (commande {order})',
    receiptThanks: 'Merci pour votre achat. Voici votre reçu.',
    receiptOrder: 'Commande',
    receiptDate: 'Date',
    receiptDiscount: 'Remise',
    receiptTotal: 'Montant débité',
    receiptDownloads: 'Vos téléchargements',
    receiptLinksExpire:
      'Les liens expirent au bout d’un moment ; la page de téléchargement vous en donne de nouveaux à tout moment.',
  },
  de: {
    greeting: 'Hallo {name},',
    confirmSubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    confirmBody: 'bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:',
    confirmAction: 'E-Mail-Adresse bestätigen',
    confirmIgnore: 'Wenn Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail.',
    resetSubject: 'Setzen Sie Ihr Passwort zurück',
    resetBody: 'wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Wählen Sie hier ein neues:',
    resetAction: 'Neues Passwort wählen',
    resetIgnore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    receiptSubject: 'Ihre Quittung und Ihre Downloads (Bestellung {order})',
    receiptThanks: 'Vielen Dank für Ihren Einkauf. Hier ist Ihre Quittung.',
    receiptOrder: 'Bestellung',
    receiptDate: 'Datum',
    receiptDiscount: 'Rabatt',
    receiptTotal: 'Belasteter Betrag',
    receiptDownloads: 'Ihre Downloads',
    receiptLinksExpire: 'Die Links laufen nach einer Weile ab; auf der Download-Seite erhalten Sie jederzeit neue.',
  },
  es: {
    greeting: 'Hola, {name}:',
    confirmSubject: 'Confirma tu dirección de correo electrónico',
    confirmBody: 'Confirma tu dirección de correo electrónico abriendo este enlace:',
    confirmAction: 'Confirmar mi dirección de correo',
    confirmIgnore: 'Si no has creado una cuenta, ignora este correo.',
    resetSubject: 'Restablece tu contraseña',
    resetBody: 'Hemos recibido una solicitud para restablecer tu contraseña. Elige una nueva aquí:',
    resetAction: 'Elegir una contraseña nueva',
    resetIgnore: 'Si no lo has solicitado, ignora este correo: tu contraseña no cambia.',
    receiptSubject: 'Tu recibo y tus descargas (pedido {order})',
    receiptThanks: 'Gracias por tu compra. Aquí tienes tu recibo.',
    receiptOrder: 'Pedido',
    receiptDate: 'Fecha',
    receiptDiscount: 'Descuento',
    receiptTotal: 'Importe cobrado',
    receiptDownloads: 'Tus descargas',
    receiptLinksExpire:
      'Los enlaces caducan al cabo de un tiempo; la página de descarga te da otros nuevos en cualquier momento.',
  },
  pt: {
    greeting: 'Olá, {name},',
    confirmSubject: 'Confirme o seu endereço de e-mail',
    confirmBody: 'confirme o seu endereço de e-mail abrindo esta ligação:',
    confirmAction: 'Confirmar o meu endereço de e-mail',
    confirmIgnore: 'Se não criou uma conta, ignore este e-mail.',
    resetSubject: 'Redefina a sua palavra-passe',
    resetBody: 'recebemos um pedido para redefinir a sua palavra-passe. Escolha uma nova aqui:',
    resetAction: 'Escolher uma nova palavra-passe',
    resetIgnore: 'Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.',
    receiptSubject: 'O seu recibo e as suas transferências (encomenda {order})',
    receiptThanks: 'Obrigado pela sua compra. Aqui está o seu recibo.',
    receiptOrder: 'Encomenda',
    receiptDate: 'Data',
    receiptDiscount: 'Desconto',
    receiptTotal: 'Montante cobrado',
    receiptDownloads: 'As suas transferências',
    receiptLinksExpire:
      'As ligações expiram ao fim de algum tempo; a página de transferências dá-lhe novas a qualquer momento.',
  },
};
