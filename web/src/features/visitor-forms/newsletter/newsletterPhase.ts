import type { MessageId } from '@/platform/i18n/messages';

/**
 * The footer's newsletter block (spec §4): closed behind its sign-up button, then the form not
 * submitted, loading while the gateway answers, submitted once it accepted (the thanks message).
 * A refusal returns to the form, which shows why.
 */
export type NewsletterPhase = 'closed' | 'notSubmitted' | 'loading' | 'submitted';
export type NewsletterEvent = 'open' | 'submit' | 'accepted' | 'refused';

export function nextPhase(phase: NewsletterPhase, event: NewsletterEvent): NewsletterPhase {
  switch (event) {
    case 'open':
      return phase === 'closed' ? 'notSubmitted' : phase;
    case 'submit':
      return phase === 'notSubmitted' ? 'loading' : phase;
    case 'accepted':
      return phase === 'loading' ? 'submitted' : phase;
    case 'refused':
      return phase === 'loading' ? 'notSubmitted' : phase;
  }
}

/** Spec §4: the message field appears only once an email is typed. */
export const showsMessageField = (email: string | undefined) => (email ?? '').trim() !== '';

/** Spec §4: the submit button reads 'Signing up...' while loading. */
export const submitLabel = (phase: NewsletterPhase): MessageId =>
  phase === 'loading' ? 'newsletter.submitting' : 'newsletter.submit';
