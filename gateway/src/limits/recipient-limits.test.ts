import { RATE_LIMIT_POLICIES, RateLimits } from './rate-limits';
import { mayMail, recipientKey } from './recipient-limits';

describe('mayMail: mails to one address, whoever asks', () => {
  it('allows an address its share of an hour, then refuses it, whatever the case or spaces of the address', async () => {
    const limits = RateLimits.inMemory(RATE_LIMIT_POLICIES);
    const { points } = RATE_LIMIT_POLICIES.recipient;
    for (let mail = 0; mail < points; mail++) {
      await expect(mayMail(limits, mail % 2 ? 'Victim@Example.com ' : 'victim@example.com')).resolves.toBe(true);
    }
    await expect(mayMail(limits, 'VICTIM@example.com')).resolves.toBe(false);
    // Another inbox is not held back.
    await expect(mayMail(limits, 'someone@example.com')).resolves.toBe(true);
  });

  it('keys an address by its hash, never by the address itself', () => {
    expect(recipientKey('victim@example.com')).not.toContain('victim');
    expect(recipientKey(' Victim@Example.com')).toBe(recipientKey('victim@example.com'));
  });
});
