import type { AppLocale } from './locales';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import de from '../../../messages/de.json';
import es from '../../../messages/es.json';
import pt from '../../../messages/pt.json';
import accountEn from '../../../messages/account/en.json';
import accountFr from '../../../messages/account/fr.json';
import accountDe from '../../../messages/account/de.json';
import accountEs from '../../../messages/account/es.json';
import accountPt from '../../../messages/account/pt.json';
import wishlistEn from '../../../messages/wishlist/en.json';
import wishlistFr from '../../../messages/wishlist/fr.json';
import wishlistDe from '../../../messages/wishlist/de.json';
import wishlistEs from '../../../messages/wishlist/es.json';
import wishlistPt from '../../../messages/wishlist/pt.json';
import plansEn from '../../../messages/plans/en.json';
import plansFr from '../../../messages/plans/fr.json';
import plansDe from '../../../messages/plans/de.json';
import plansEs from '../../../messages/plans/es.json';
import plansPt from '../../../messages/plans/pt.json';
import creditsEn from '../../../messages/credits/en.json';
import creditsFr from '../../../messages/credits/fr.json';
import creditsDe from '../../../messages/credits/de.json';
import creditsEs from '../../../messages/credits/es.json';
import creditsPt from '../../../messages/credits/pt.json';
import advisorEn from '../../../messages/advisor/en.json';
import advisorFr from '../../../messages/advisor/fr.json';
import advisorDe from '../../../messages/advisor/de.json';
import advisorEs from '../../../messages/advisor/es.json';
import advisorPt from '../../../messages/advisor/pt.json';
import chatEn from '../../../messages/chat/en.json';
import chatFr from '../../../messages/chat/fr.json';
import chatDe from '../../../messages/chat/de.json';
import chatEs from '../../../messages/chat/es.json';
import chatPt from '../../../messages/chat/pt.json';
import newsletterEn from '../../../messages/newsletter/en.json';
import newsletterFr from '../../../messages/newsletter/fr.json';
import newsletterDe from '../../../messages/newsletter/de.json';
import newsletterEs from '../../../messages/newsletter/es.json';
import newsletterPt from '../../../messages/newsletter/pt.json';
import contactEn from '../../../messages/contact/en.json';
import contactFr from '../../../messages/contact/fr.json';
import contactDe from '../../../messages/contact/de.json';
import contactEs from '../../../messages/contact/es.json';
import contactPt from '../../../messages/contact/pt.json';
import verificationEn from '../../../messages/verification/en.json';
import verificationFr from '../../../messages/verification/fr.json';
import verificationDe from '../../../messages/verification/de.json';
import verificationEs from '../../../messages/verification/es.json';
import verificationPt from '../../../messages/verification/pt.json';
import consentEn from '../../../messages/consent/en.json';
import consentFr from '../../../messages/consent/fr.json';
import consentDe from '../../../messages/consent/de.json';
import consentEs from '../../../messages/consent/es.json';
import consentPt from '../../../messages/consent/pt.json';

// The shop's catalogue, then one per feature that has many messages of its own (account site, wishlist, plans,
// credits, advisor, chat widget, newsletter, contact, human verification, analytics consent).
const englishMessages = {
  ...en,
  ...accountEn,
  ...wishlistEn,
  ...plansEn,
  ...creditsEn,
  ...advisorEn,
  ...chatEn,
  ...newsletterEn,
  ...contactEn,
  ...verificationEn,
  ...consentEn,
};

export type MessageId = keyof typeof englishMessages;
export type Messages = Record<MessageId, string>;

/** Typed per locale, so a key missing from a translation fails type checking too. */
export const messages: Record<AppLocale, Messages> = {
  en: englishMessages,
  fr: {
    ...fr,
    ...accountFr,
    ...wishlistFr,
    ...plansFr,
    ...creditsFr,
    ...advisorFr,
    ...chatFr,
    ...newsletterFr,
    ...contactFr,
    ...verificationFr,
    ...consentFr,
  },
  de: {
    ...de,
    ...accountDe,
    ...wishlistDe,
    ...plansDe,
    ...creditsDe,
    ...advisorDe,
    ...chatDe,
    ...newsletterDe,
    ...contactDe,
    ...verificationDe,
    ...consentDe,
  },
  es: {
    ...es,
    ...accountEs,
    ...wishlistEs,
    ...plansEs,
    ...creditsEs,
    ...advisorEs,
    ...chatEs,
    ...newsletterEs,
    ...contactEs,
    ...verificationEs,
    ...consentEs,
  },
  pt: {
    ...pt,
    ...accountPt,
    ...wishlistPt,
    ...plansPt,
    ...creditsPt,
    ...advisorPt,
    ...chatPt,
    ...newsletterPt,
    ...contactPt,
    ...verificationPt,
    ...consentPt,
  },
};
