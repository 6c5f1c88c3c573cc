import { locales } from '@/platform/i18n/locales';
import { type MessageId, messages } from '@/platform/i18n/messages';
import { contactSchema, freeSampleSchema, LIMITS } from './visitorSchemas';

/** The message ids zod gives each field of `values`. */
function refusals(values: Record<string, unknown>) {
  const parsed = freeSampleSchema.safeParse(values);
  if (parsed.success) return {};
  // The first issue of each field: what the form shows.
  return Object.fromEntries(parsed.error.issues.toReversed().map((issue) => [String(issue.path[0]), issue.message]));
}

const VALID = { email: 'ana@example.com', message: 'A launch deck', agreement: true };

/** Spec §5, verbatim in English. */
const SPEC_MESSAGES: Record<string, string> = {
  'newsletter.error.emailRequired': 'Email is required',
  'newsletter.error.emailInvalid': 'Email is invalid',
  'newsletter.error.required': 'This field is required',
  'newsletter.error.terms': 'You must agree to terms to continue',
  'newsletter.error.invalid': '{field} is not valid.',
};

describe('spec §5 validation of the newsletter form', () => {
  it('accepts a complete form', () => {
    expect(freeSampleSchema.safeParse(VALID).success).toBe(true);
  });

  it("says 'Email is required', then 'Email is invalid' for a malformed address", () => {
    expect(refusals({ ...VALID, email: '' }).email).toBe('newsletter.error.emailRequired');
    expect(refusals({ ...VALID, email: '  ' }).email).toBe('newsletter.error.emailRequired');
    for (const email of ['ana', 'ana@', 'ana@example', 'a na@example.com', '@example.com'])
      expect([email, refusals({ ...VALID, email }).email]).toEqual([email, 'newsletter.error.emailInvalid']);
  });

  it("says 'This field is required' for a missing message, and refuses a message over the limit", () => {
    expect(refusals({ ...VALID, message: ' ' }).message).toBe('newsletter.error.required');
    expect(refusals({ ...VALID, message: 'x'.repeat(LIMITS.freeSampleMessage + 1) }).message).toBe(
      'newsletter.error.tooLong',
    );
    expect(refusals({ ...VALID, message: 'x'.repeat(10_000) }).message).toBe('newsletter.error.tooLong');
  });

  it('requires the message only once an email is typed (its field is hidden before)', () => {
    expect(refusals({ email: '', message: '', agreement: true })).toEqual({ email: 'newsletter.error.emailRequired' });
    expect(refusals({ email: 'ana', message: '', agreement: true })).toEqual({
      email: 'newsletter.error.emailInvalid',
      message: 'newsletter.error.required',
    });
  });

  it("says 'You must agree to terms to continue' when the box is not ticked", () => {
    expect(refusals({ ...VALID, agreement: false }).agreement).toBe('newsletter.error.terms');
  });

  it('uses the same messages and limits on the contact form', () => {
    const parsed = contactSchema.safeParse({ name: '', email: 'x', message: 'x'.repeat(5001), agreement: false });
    expect(parsed.success).toBe(false);
    const ids = Object.fromEntries(
      (parsed.error?.issues ?? []).toReversed().map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(ids).toEqual({
      name: 'newsletter.error.required',
      email: 'newsletter.error.emailInvalid',
      message: 'newsletter.error.tooLong',
      agreement: 'newsletter.error.terms',
    });
  });

  it('keeps every spec §5 message verbatim in English', () => {
    for (const [id, english] of Object.entries(SPEC_MESSAGES)) expect(messages.en[id as MessageId]).toBe(english);
  });

  it.each(locales.filter((locale) => locale !== 'en'))('translates every spec §5 message in %s', (locale) => {
    const catalogue = messages[locale];
    for (const [id, english] of Object.entries(SPEC_MESSAGES)) {
      const text = catalogue[id as MessageId];
      expect([id, text]).not.toEqual([id, english]);
      expect(text.trim()).not.toBe('');
    }
    // The default message names the field, in the visitor's language.
    expect(catalogue['newsletter.error.invalid']).toContain('{field}');
  });
});
