import type { Localized } from '../locales';

/** The words of the mails in the five site languages; `{name}` style placeholders are filled by compose.ts. */
export interface MailTexts {
  greeting: string;
  /** The account mails' greeting: no name, since whoever registers chooses the username and the address mailed. */
  accountGreeting: string;
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
  renewalSubject: string;
  renewalBody: string;
  renewalCancel: string;
  pastDueSubject: string;
  pastDueBody: string;
  pastDueRetry: string;
  /** The same three for a plan paid through the payment provider (Stripe): no card of ours to name. */
  renewalBodyProvider: string;
  pastDueBodyProvider: string;
  pastDueRetryProvider: string;
  planAction: string;
}

export const MAIL_TEXTS: Localized<MailTexts> = {
  en: {
    greeting: 'Hello {name},',
    accountGreeting: 'Hello,',
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
    renewalSubject: 'Your {plan} subscription renews on {date}',
    renewalBody:
      'Your {plan} subscription renews on {date}: {amount} will be charged to your card ending in {last4}, and your balance will be credited (credits added: {credits}).',
    renewalCancel:
      'If you do not want it to renew, cancel it in your account before that date; the credits you have stay until they expire.',
    pastDueSubject: 'We could not renew your {plan} subscription',
    pastDueBody:
      'The charge of {amount} for your {plan} subscription was declined by your card ending in {last4}. No credits were added.',
    pastDueRetry: 'We will try again over the next days. You can also cancel the subscription in your account.',
    renewalBodyProvider:
      'Your {plan} subscription renews on {date}: {amount} will be charged to your payment method, and your balance will be credited (credits added: {credits}).',
    pastDueBodyProvider: 'The payment of {amount} for your {plan} subscription failed. No credits were added.',
    pastDueRetryProvider:
      'Our payment provider will try again over the next days. In your account you can pay now or change your card, or cancel the subscription.',
    planAction: 'My plan',
  },
  fr: {
    greeting: 'Bonjour {name},',
    accountGreeting: 'Bonjour,',
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
    renewalSubject: 'Votre abonnement {plan} sera renouvelé le {date}',
    renewalBody:
      'Votre abonnement {plan} sera renouvelé le {date} : {amount} seront débités sur votre carte se terminant par {last4}, et votre solde sera crédité (crédits ajoutés : {credits}).',
    renewalCancel:
      'Si vous ne souhaitez pas le renouveler, résiliez-le dans votre compte avant cette date ; vos crédits restent valables jusqu’à leur expiration.',
    pastDueSubject: 'Nous n’avons pas pu renouveler votre abonnement {plan}',
    pastDueBody:
      'Le paiement de {amount} pour votre abonnement {plan} a été refusé par votre carte se terminant par {last4}. Aucun crédit n’a été ajouté.',
    pastDueRetry:
      'Nous réessaierons dans les prochains jours. Vous pouvez aussi résilier l’abonnement dans votre compte.',
    renewalBodyProvider:
      'Votre abonnement {plan} sera renouvelé le {date} : {amount} seront débités sur votre moyen de paiement, et votre solde sera crédité (crédits ajoutés : {credits}).',
    pastDueBodyProvider: 'Le paiement de {amount} pour votre abonnement {plan} a échoué. Aucun crédit n’a été ajouté.',
    pastDueRetryProvider:
      'Notre prestataire de paiement réessaiera dans les prochains jours. Dans votre compte, vous pouvez payer maintenant ou changer de carte, ou résilier l’abonnement.',
    planAction: 'Mon abonnement',
  },
  de: {
    greeting: 'Hallo {name},',
    accountGreeting: 'Hallo,',
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
    renewalSubject: 'Ihr Abonnement {plan} verlängert sich am {date}',
    renewalBody:
      'Ihr Abonnement {plan} verlängert sich am {date}: {amount} werden von Ihrer Karte mit der Endung {last4} abgebucht, und Ihr Guthaben wird aufgestockt (hinzugefügte Credits: {credits}).',
    renewalCancel:
      'Wenn Sie keine Verlängerung wünschen, kündigen Sie es vor diesem Datum in Ihrem Konto; Ihre Credits bleiben bis zu ihrem Ablauf gültig.',
    pastDueSubject: 'Wir konnten Ihr Abonnement {plan} nicht verlängern',
    pastDueBody:
      'Die Abbuchung von {amount} für Ihr Abonnement {plan} wurde von Ihrer Karte mit der Endung {last4} abgelehnt. Es wurden keine Credits gutgeschrieben.',
    pastDueRetry:
      'Wir versuchen es in den nächsten Tagen erneut. Sie können das Abonnement auch in Ihrem Konto kündigen.',
    renewalBodyProvider:
      'Ihr Abonnement {plan} verlängert sich am {date}: {amount} werden über Ihre Zahlungsart abgebucht, und Ihr Guthaben wird aufgestockt (hinzugefügte Credits: {credits}).',
    pastDueBodyProvider:
      'Die Zahlung von {amount} für Ihr Abonnement {plan} ist fehlgeschlagen. Es wurden keine Credits gutgeschrieben.',
    pastDueRetryProvider:
      'Unser Zahlungsdienstleister versucht es in den nächsten Tagen erneut. In Ihrem Konto können Sie jetzt bezahlen, Ihre Karte ändern oder das Abonnement kündigen.',
    planAction: 'Mein Abonnement',
  },
  es: {
    greeting: 'Hola, {name}:',
    accountGreeting: 'Hola:',
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
    renewalSubject: 'Tu suscripción {plan} se renueva el {date}',
    renewalBody:
      'Tu suscripción {plan} se renueva el {date}: se cobrarán {amount} en tu tarjeta terminada en {last4} y tu saldo aumentará (créditos añadidos: {credits}).',
    renewalCancel:
      'Si no quieres que se renueve, cancélala en tu cuenta antes de esa fecha; los créditos que tienes siguen siendo válidos hasta que caduquen.',
    pastDueSubject: 'No hemos podido renovar tu suscripción {plan}',
    pastDueBody:
      'Tu tarjeta terminada en {last4} ha rechazado el cobro de {amount} de tu suscripción {plan}. No se ha añadido ningún crédito.',
    pastDueRetry: 'Lo volveremos a intentar en los próximos días. También puedes cancelar la suscripción en tu cuenta.',
    renewalBodyProvider:
      'Tu suscripción {plan} se renueva el {date}: se cobrarán {amount} en tu método de pago y tu saldo aumentará (créditos añadidos: {credits}).',
    pastDueBodyProvider: 'El pago de {amount} de tu suscripción {plan} ha fallado. No se ha añadido ningún crédito.',
    pastDueRetryProvider:
      'Nuestro proveedor de pagos lo volverá a intentar en los próximos días. En tu cuenta puedes pagar ahora o cambiar de tarjeta, o cancelar la suscripción.',
    planAction: 'Mi plan',
  },
  pt: {
    greeting: 'Olá, {name},',
    accountGreeting: 'Olá,',
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
    renewalSubject: 'A sua subscrição {plan} é renovada a {date}',
    renewalBody:
      'A sua subscrição {plan} é renovada a {date}: serão cobrados {amount} no seu cartão terminado em {last4} e o seu saldo será reforçado (créditos adicionados: {credits}).',
    renewalCancel:
      'Se não quiser renová-la, cancele-a na sua conta antes dessa data; os créditos que tem mantêm-se válidos até expirarem.',
    pastDueSubject: 'Não foi possível renovar a sua subscrição {plan}',
    pastDueBody:
      'O cartão terminado em {last4} recusou a cobrança de {amount} da sua subscrição {plan}. Não foram adicionados créditos.',
    pastDueRetry: 'Tentaremos novamente nos próximos dias. Também pode cancelar a subscrição na sua conta.',
    renewalBodyProvider:
      'A sua subscrição {plan} é renovada a {date}: serão cobrados {amount} no seu meio de pagamento e o seu saldo será reforçado (créditos adicionados: {credits}).',
    pastDueBodyProvider: 'O pagamento de {amount} da sua subscrição {plan} falhou. Não foram adicionados créditos.',
    pastDueRetryProvider:
      'O nosso prestador de pagamentos tentará novamente nos próximos dias. Na sua conta pode pagar agora ou mudar de cartão, ou cancelar a subscrição.',
    planAction: 'O meu plano',
  },
};
