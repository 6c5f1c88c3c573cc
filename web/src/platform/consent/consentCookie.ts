/** The visitor's analytics choice (ADR 0015): first-party, readable by the server, kept a year. */
export const CONSENT_COOKIE = 'shop_consent';
export type Consent = 'granted' | 'denied';
const YEAR_SECONDS = 365 * 24 * 3600;

/** The choice in a Cookie header's value (or document.cookie); undefined until the visitor chose. */
export function readConsent(cookieHeader: string): Consent | undefined {
  for (const entry of cookieHeader.split(';')) {
    const [name, value] = entry.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'granted' || value === 'denied')) return value;
  }
  return undefined;
}

export function consentCookieString(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${consent}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
