import { type Consent, consentCookieString, readConsent } from './consentCookie';

/** The banner's state: the stored choice, and whether the visitor reopened it from the footer. */
type ConsentState = { consent: Consent | undefined; open: boolean };

const listeners = new Set<() => void>();
let state: ConsentState | undefined;

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Read from the cookie on first use, in the browser only. */
export function consentState(): ConsentState {
  state ??= { consent: readConsent(document.cookie), open: false };
  return state;
}

export function chooseConsent(consent: Consent): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = consentCookieString(consent, window.location.protocol === 'https:');
  update({ consent, open: false });
}

/** The footer's "cookie settings": shows the banner again. */
export function reopenConsent(): void {
  update({ ...consentState(), open: true });
}
