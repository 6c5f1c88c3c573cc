import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { InputError } from '../domain/errors';
import { HumanVerification, type HumanVerificationOptions, type ProtectedForm } from './human-verification';
import { MemoryReplayStore } from './replay-store';

const verification = (options: Partial<HumanVerificationOptions> = {}) =>
  new HumanVerification({
    hmacKey: 'a-test-altcha-key',
    maxNumber: 500,
    expiresSeconds: 600,
    replays: new MemoryReplayStore(),
    ...options,
  });

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

/** What the widget submits: the challenge it was given and the counter it found. */
async function solved(human: HumanVerification, form: ProtectedForm = 'CONTACT') {
  const challenge = JSON.parse(await human.challenge(form)) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution, proof: encode({ challenge, solution }) };
}

async function reasonOf(attempt: Promise<void>): Promise<string> {
  const error = await attempt.then(
    () => undefined,
    (refusal: unknown) => refusal,
  );
  expect(error).toBeInstanceOf(InputError);
  expect((error as InputError).field).toBe('humanProof');
  return (error as InputError).reason;
}

describe('HumanVerification', () => {
  it('issues a signed SHA-256 challenge the widget can solve, expiring after ALTCHA_EXPIRES_SECONDS', async () => {
    const now = Date.UTC(2026, 10, 26, 4, 0, 0);
    const challenge = JSON.parse(await verification({ clock: () => now, expiresSeconds: 300 }).challenge('CONTACT'));
    expect(challenge).toMatchObject({
      parameters: {
        algorithm: 'SHA-256',
        expiresAt: now / 1000 + 300,
        keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('accepts a solved challenge once, then refuses it as replayed', async () => {
    const human = verification();
    const { proof } = await solved(human);
    await expect(human.verify('CONTACT', proof)).resolves.toBeUndefined();
    expect(await reasonOf(human.verify('CONTACT', proof))).toBe('HUMAN_PROOF_REPLAYED');
  });

  it('refuses a missing proof', async () => {
    const human = verification();
    for (const missing of [undefined, null, '', '   ']) {
      expect(await reasonOf(human.verify('CONTACT', missing))).toBe('HUMAN_PROOF_MISSING');
    }
  });

  it('refuses an expired challenge, even solved', async () => {
    // Issued 20 minutes ago with 10 minutes to live.
    const human = verification({ clock: () => Date.now() - 20 * 60_000 });
    const { proof } = await solved(human);
    expect(await reasonOf(human.verify('CONTACT', proof))).toBe('HUMAN_PROOF_EXPIRED');
  });

  it('refuses forgeries: another key, altered parameters, a wrong counter, garbage', async () => {
    const human = verification();
    const other = await solved(verification({ hmacKey: 'someone-elses-key' }));
    expect(await reasonOf(human.verify('CONTACT', other.proof))).toBe('HUMAN_PROOF_INVALID');

    const { challenge, solution } = await solved(human);
    // An easier prefix, an unsigned challenge and a later expiry: the signature no longer matches.
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } };
    expect(await reasonOf(human.verify('CONTACT', encode({ challenge: easier, solution })))).toBe(
      'HUMAN_PROOF_INVALID',
    );
    const { signature: _, ...unsigned } = challenge;
    expect(await reasonOf(human.verify('CONTACT', encode({ challenge: unsigned, solution })))).toBe(
      'HUMAN_PROOF_INVALID',
    );
    const later = { ...challenge, parameters: { ...challenge.parameters, expiresAt: 4_000_000_000 } };
    expect(await reasonOf(human.verify('CONTACT', encode({ challenge: later, solution })))).toBe('HUMAN_PROOF_INVALID');
    const wrong = { ...solution, counter: (solution?.counter ?? 0) + 1 };
    expect(await reasonOf(human.verify('CONTACT', encode({ challenge, solution: wrong })))).toBe('HUMAN_PROOF_INVALID');

    for (const garbage of ['not base64 at all!', encode('a string'), encode({ challenge }), 'x'.repeat(10_000)]) {
      expect(await reasonOf(human.verify('CONTACT', garbage))).toBe('HUMAN_PROOF_INVALID');
    }
    // None of these used the real solution up.
    await expect(human.verify('CONTACT', encode({ challenge, solution }))).resolves.toBeUndefined();
  });

  it('accepts a proof only on the form its challenge was signed for', async () => {
    const human = verification();
    const { challenge, solution, proof } = await solved(human, 'NEWSLETTER');
    expect(challenge.parameters.data).toEqual({ form: 'NEWSLETTER' });
    for (const other of ['CONTACT', 'REGISTER', 'FORGOT_PASSWORD'] as const) {
      expect(await reasonOf(human.verify(other, proof))).toBe('HUMAN_PROOF_INVALID');
    }
    // Relabelled for the contact form: the signature no longer matches.
    const relabelled = { ...challenge, parameters: { ...challenge.parameters, data: { form: 'CONTACT' } } };
    expect(await reasonOf(human.verify('CONTACT', encode({ challenge: relabelled, solution })))).toBe(
      'HUMAN_PROOF_INVALID',
    );
    // The refusals did not spend it: its own form still takes it, once.
    await expect(human.verify('NEWSLETTER', proof)).resolves.toBeUndefined();
  });

  it('refuses a replay across gateways sharing one store', async () => {
    const replays = new MemoryReplayStore();
    const first = verification({ replays });
    const second = verification({ replays });
    const { proof } = await solved(first);
    await first.verify('CONTACT', proof);
    expect(await reasonOf(second.verify('CONTACT', proof))).toBe('HUMAN_PROOF_REPLAYED');
  });
});
