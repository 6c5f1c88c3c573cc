import { type Consent, consentCookieString, readConsent } from './consentCookie';

/** The banner's state: the stored choice, and whether the visitor reopened it from the footer. */
type ConsentState = { consent: Consent | undefined; open: boolean };

const listeners = new Set<() => void>();
let state: ConsentState | undefined;
/** Where the keyboard focus was when the visitor reopened the banner (the footer's button, usually). */
let focusBeforeReopen: HTMLElement | undefined;

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** A choice made in another tab reaches this one when it is looked at again (the cookie is shared, not its state). */
function rereadWhenVisible(): void {
  if (document.visibilityState !== 'visible' || !state) return;
  const consent = readConsent(document.cookie);
  if (consent !== state.consent) update({ ...state, consent });
}

export function subscribeConsent(listener: () => void): () => void {
  if (listeners.size === 0) document.addEventListener('visibilitychange', rereadWhenVisible);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', rereadWhenVisible);
  };
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
  focusBeforeReopen = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  update({ ...consentState(), open: true });
}

/**
 * The banner closed while it held the keyboard focus: the focus goes back to where the visitor reopened it from,
 * or else to the main content, never to the top of the document.
 */
export function returnFocusFromConsent(): void {
  const before = focusBeforeReopen?.isConnected ? focusBeforeReopen : undefined;
  focusBeforeReopen = undefined;
  const main = document.getElementById('main');
  const target = before ?? main;
  // The main landmark takes the focus from script only.
  if (target === main && main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  target?.focus({ preventScroll: target === main });
}
