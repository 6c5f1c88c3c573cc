import { type Challenge, type Solution, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { InputError } from '../domain/errors';
import type { ReplayStore } from './replay-store';

/** Spec §7's human verification: ALTCHA's proof of work, self-hosted (ALTCHA_* variables). */
export interface HumanVerificationOptions {
  /** Signs challenges: only this gateway (and its peers sharing the key) can have issued one. */
  hmacKey: string;
  /** The solver tries counters up to a random one at most this high: the cost of one solve. */
  maxNumber: number;
  expiresSeconds: number;
  replays: ReplayStore;
  /** Milliseconds since the epoch when a challenge is issued; tests move it. */
  clock?: () => number;
}

// SHA-256 is bundled with the altcha widget (no extra worker) and hashed natively on both sides.
const ALGORITHM = 'SHA-256';
// One hash per counter: the work is the number of counters tried, set by ALTCHA_MAX_NUMBER.
const HASHES_PER_COUNTER = 1;
// A proof is the widget's base64 JSON of a challenge and its solution: a few hundred characters.
const MAX_PROOF_LENGTH = 4000;

const proofShape = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      expiresAt: z.number(),
      data: z.looseObject({ form: z.string() }),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

/** The forms a human proof protects: each challenge is signed for one, and spent only by that form's mutation. */
export const PROTECTED_FORMS = ['CONTACT', 'NEWSLETTER', 'REGISTER', 'FORGOT_PASSWORD'] as const;
export type ProtectedForm = (typeof PROTECTED_FORMS)[number];

type HumanProofReason = 'HUMAN_PROOF_MISSING' | 'HUMAN_PROOF_INVALID' | 'HUMAN_PROOF_EXPIRED' | 'HUMAN_PROOF_REPLAYED';

const MESSAGES: Record<HumanProofReason, string> = {
  HUMAN_PROOF_MISSING: 'Solve the verification first.',
  HUMAN_PROOF_INVALID: 'The verification is not valid.',
  HUMAN_PROOF_EXPIRED: 'The verification expired: solve it again.',
  HUMAN_PROOF_REPLAYED: 'This verification was already used: solve it again.',
};

const refuse = (reason: HumanProofReason) => new InputError(reason, MESSAGES[reason], 'humanProof');

function decode(proof: string): { challenge: Challenge; solution: Solution } | undefined {
  if (proof.length > MAX_PROOF_LENGTH) return undefined;
  try {
    const parsed = proofShape.safeParse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
    // The signature covers every parameter: verifySolution refuses any the shape let through altered.
    return parsed.success ? (parsed.data as unknown as { challenge: Challenge; solution: Solution }) : undefined;
  } catch {
    return undefined;
  }
}

/** Issues signed challenges and accepts each solution once; refusals are BAD_USER_INPUT on `humanProof`. */
export class HumanVerification {
  private readonly clock: () => number;

  constructor(private readonly options: HumanVerificationOptions) {
    this.clock = options.clock ?? Date.now;
  }

  /** A new challenge for `form` as the JSON text the widget takes; the form is inside what the HMAC signs. */
  async challenge(form: ProtectedForm): Promise<string> {
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: HASHES_PER_COUNTER,
      data: { form },
      counter: randomInt(this.options.maxNumber),
      deriveKey,
      expiresAt: Math.floor(this.clock() / 1000) + this.options.expiresSeconds,
      hmacSignatureSecret: this.options.hmacKey,
    });
    return JSON.stringify(challenge);
  }

  /**
   * Resolves when `proof` solves a challenge of ours issued for `form`, unexpired and never used before; else the
   * reason. A proof solved for another form is invalid here (and stays unspent for its own form).
   */
  async verify(form: ProtectedForm, proof: string | null | undefined): Promise<void> {
    if (!proof?.trim()) throw refuse('HUMAN_PROOF_MISSING');
    const payload = decode(proof.trim());
    if (!payload) throw refuse('HUMAN_PROOF_INVALID');
    const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: this.options.hmacKey }).catch(
      () => undefined,
    );
    if (result?.expired) throw refuse('HUMAN_PROOF_EXPIRED');
    if (!result?.verified || payload.challenge.parameters.data?.form !== form) throw refuse('HUMAN_PROOF_INVALID');
    // Only a verified proof is remembered, until its challenge expires: forgeries cannot fill the store.
    const expiresAt = payload.challenge.parameters.expiresAt ?? 0;
    const ttlSeconds = Math.max(1, expiresAt - Math.floor(this.clock() / 1000) + 1);
    if (!(await this.options.replays.claim(payload.challenge.signature ?? '', ttlSeconds))) {
      throw refuse('HUMAN_PROOF_REPLAYED');
    }
  }
}
