// The hosted pages a visitor meets on Stripe's side: Checkout (pay for a session with a test card) and the billing
// portal (pay an open invoice). Test cards as Stripe's: 4242… pays, 4000 0000 0000 0002 is declined,
// 4000 0025 0000 3155 asks for authentication first. In the session's language, as Stripe's pages are.

const CARDS = { pays: '4242424242424242', declined: '4000000000000002', authenticate: '4000002500003155' };

const TEXTS = {
  en: {
    pay: 'Pay',
    card: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'CVC',
    declined: 'Your card was declined.',
    notTestCard: 'Use a test card number.',
    back: 'Back',
    authenticate: 'Authenticate this payment',
    complete: 'Complete',
    fail: 'Fail',
    authFailed: 'We are unable to authenticate your payment method.',
    inactive: 'This page is no longer available.',
    portal: 'Billing',
    openInvoice: 'Payment due',
    paid: 'Paid',
    payInvoice: 'Pay now',
    returnToShop: 'Return to the shop',
  },
  fr: {
    pay: 'Payer',
    card: 'Numéro de carte',
    expiry: 'Expiration (MM / AA)',
    cvc: 'CVC',
    declined: 'Votre carte a été refusée.',
    notTestCard: 'Utilisez un numéro de carte de test.',
    back: 'Retour',
    authenticate: 'Authentifier ce paiement',
    complete: 'Valider',
    fail: 'Échouer',
    authFailed: "Nous n'avons pas pu authentifier votre moyen de paiement.",
    inactive: "Cette page n'est plus disponible.",
    portal: 'Facturation',
    openInvoice: 'Paiement dû',
    paid: 'Payée',
    payInvoice: 'Payer maintenant',
    returnToShop: 'Revenir à la boutique',
  },
  de: {
    pay: 'Bezahlen',
    card: 'Kartennummer',
    expiry: 'Ablaufdatum (MM / JJ)',
    cvc: 'Prüfnummer',
    declined: 'Ihre Karte wurde abgelehnt.',
    notTestCard: 'Verwenden Sie eine Testkartennummer.',
    back: 'Zurück',
    authenticate: 'Zahlung bestätigen',
    complete: 'Bestätigen',
    fail: 'Fehlschlagen',
    authFailed: 'Ihre Zahlungsmethode konnte nicht authentifiziert werden.',
    inactive: 'Diese Seite ist nicht mehr verfügbar.',
    portal: 'Abrechnung',
    openInvoice: 'Zahlung fällig',
    paid: 'Bezahlt',
    payInvoice: 'Jetzt bezahlen',
    returnToShop: 'Zurück zum Shop',
  },
  es: {
    pay: 'Pagar',
    card: 'Número de tarjeta',
    expiry: 'Caducidad (MM / AA)',
    cvc: 'CVC',
    declined: 'Se ha rechazado tu tarjeta.',
    notTestCard: 'Usa un número de tarjeta de prueba.',
    back: 'Volver',
    authenticate: 'Autentica este pago',
    complete: 'Completar',
    fail: 'Fallar',
    authFailed: 'No hemos podido autenticar tu método de pago.',
    inactive: 'Esta página ya no está disponible.',
    portal: 'Facturación',
    openInvoice: 'Pago pendiente',
    paid: 'Pagada',
    payInvoice: 'Pagar ahora',
    returnToShop: 'Volver a la tienda',
  },
  pt: {
    pay: 'Pagar',
    card: 'Número do cartão',
    expiry: 'Validade (MM / AA)',
    cvc: 'CVC',
    declined: 'O seu cartão foi recusado.',
    notTestCard: 'Use um número de cartão de teste.',
    back: 'Voltar',
    authenticate: 'Autentique este pagamento',
    complete: 'Concluir',
    fail: 'Falhar',
    authFailed: 'Não foi possível autenticar o seu método de pagamento.',
    inactive: 'Esta página já não está disponível.',
    portal: 'Faturação',
    openInvoice: 'Pagamento em dívida',
    paid: 'Paga',
    payInvoice: 'Pagar agora',
    returnToShop: 'Voltar à loja',
  },
};
const textsFor = (locale) => TEXTS[String(locale ?? 'en').slice(0, 2)] ?? TEXTS.en;

const html = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const money = (amount, currency, locale) =>
  new Intl.NumberFormat(locale ?? 'en', { style: 'currency', currency }).format(amount / 100);

function page(locale, title, body) {
  return `<!doctype html><html lang="${html(locale ?? 'en')}"><head><meta charset="utf-8"><title>${html(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`;
}

function cardForm(t, action, submit, problem) {
  return `<form method="post" action="${html(action)}">
${problem ? `<p role="alert" style="color:#b00020">${html(problem)}</p>` : ''}
<p><label>${html(t.card)} <input name="card" inputmode="numeric" autocomplete="cc-number" required></label></p>
<p><label>${html(t.expiry)} <input name="expiry" autocomplete="cc-exp" required></label></p>
<p><label>${html(t.cvc)} <input name="cvc" autocomplete="cc-csc" required></label></p>
<p><button type="submit">${html(submit)}</button></p></form>`;
}

/** The Checkout page of an open session: its lines, total and the card form. */
export function checkoutPage({ session, lines }, problem) {
  const t = textsFor(session.locale);
  if (session.status !== 'open') return page(session.locale, t.inactive, `<h1>${html(t.inactive)}</h1>`);
  const items = lines
    .map(
      (line) =>
        `<li>${html(line.description)}: ${html(money(line.price.unit_amount * line.quantity, line.price.currency, session.locale))}</li>`,
    )
    .join('');
  const total = money(session.amount_total, session.currency, session.locale);
  return page(
    session.locale,
    t.pay,
    `<h1>${html(t.pay)} ${html(total)}</h1><ul>${items}</ul>
${cardForm(t, `/pay/${session.id}`, `${t.pay} ${total}`, problem)}
${session.cancel_url ? `<p><a href="${html(session.cancel_url)}">${html(t.back)}</a></p>` : ''}`,
  );
}

/** The 3-D Secure step of a card that asks for it: complete or fail. */
export function authenticationPage({ session }) {
  const t = textsFor(session.locale);
  return page(
    session.locale,
    t.authenticate,
    `<h1>${html(t.authenticate)}</h1>
<form method="post" action="/pay/${html(session.id)}/authenticate">
<button name="result" value="complete">${html(t.complete)}</button>
<button name="result" value="fail">${html(t.fail)}</button></form>`,
  );
}

/** A card's outcome on the hosted pages, or the message shown beside the form. */
export function cardOutcome(card, locale) {
  const number = String(card ?? '').replace(/\D/g, '');
  const t = textsFor(locale);
  if (number === CARDS.pays) return { outcome: 'pays' };
  if (number === CARDS.authenticate) return { outcome: 'authenticate' };
  return { outcome: 'refused', problem: number === CARDS.declined ? t.declined : t.notTestCard };
}

export const authenticationFailed = (locale) => textsFor(locale).authFailed;

/** The billing portal: the customer's subscriptions, a card form for what is due, the way back. */
export function portalPage(portal, subscriptions, openInvoices, problem) {
  const t = textsFor(portal.locale);
  const rows = subscriptions
    .map((sub) => {
      const [item] = sub.items.data;
      return `<li>${html(money(item.price.unit_amount, item.price.currency, portal.locale))}: ${html(sub.status)}</li>`;
    })
    .join('');
  const due = openInvoices
    .map((open) => `<li>${html(t.openInvoice)}: ${html(money(open.amount_due, open.currency, portal.locale))}</li>`)
    .join('');
  return page(
    portal.locale,
    t.portal,
    `<h1>${html(t.portal)}</h1><ul>${rows}</ul>
${due ? `<ul>${due}</ul>${cardForm(t, `/billing/${portal.id}`, t.payInvoice, problem)}` : `<p>${html(t.paid)}</p>`}
${portal.return_url ? `<p><a href="${html(portal.return_url)}">${html(t.returnToShop)}</a></p>` : ''}`,
  );
}
