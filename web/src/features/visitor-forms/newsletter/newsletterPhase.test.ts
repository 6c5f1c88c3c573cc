import { messages } from '@/platform/i18n/messages';
import { nextPhase, showsMessageField, submitLabel } from './newsletterPhase';

describe("the footer's newsletter block (spec §4 states)", () => {
  it('opens on the sign-up button, loads on submit, shows the thanks once accepted', () => {
    let phase = nextPhase('closed', 'open');
    expect(phase).toBe('notSubmitted');
    phase = nextPhase(phase, 'submit');
    expect(phase).toBe('loading');
    expect(nextPhase(phase, 'accepted')).toBe('submitted');
  });

  it('returns to the form after a refusal, to show why', () => {
    expect(nextPhase('loading', 'refused')).toBe('notSubmitted');
  });

  it('ignores a second submit while loading and anything after the thanks', () => {
    expect(nextPhase('loading', 'submit')).toBe('loading');
    expect(nextPhase('submitted', 'submit')).toBe('submitted');
    expect(nextPhase('submitted', 'refused')).toBe('submitted');
    expect(nextPhase('closed', 'submit')).toBe('closed');
  });

  it('shows the message field only once an email is typed', () => {
    expect(showsMessageField('')).toBe(false);
    expect(showsMessageField('   ')).toBe(false);
    expect(showsMessageField(undefined)).toBe(false);
    expect(showsMessageField('a')).toBe(true);
  });

  it("reads 'Signing up...' while loading, in English verbatim, translated elsewhere", () => {
    expect(messages.en[submitLabel('loading')]).toBe('Signing up...');
    expect(messages.en[submitLabel('notSubmitted')]).toBe('Sign up');
    for (const locale of ['fr', 'de', 'es', 'pt'] as const)
      expect(messages[locale][submitLabel('loading')]).not.toBe('Signing up...');
  });

  it('thanks the visitor with the promise of no spam, only product updates', () => {
    expect(messages.en['newsletter.thanks']).toContain('No spam, only product updates.');
  });
});
