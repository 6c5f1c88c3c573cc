import type Redis from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** What is counted per client, each with its own allowance. */
const RATE_LIMIT_KINDS = [
  'read',
  'guess',
  'order',
  'payment',
  'signIn',
  'signInAccount',
  'signInPair',
  'account',
  'challenge',
  'message',
  'advise',
  'recipient',
] as const;
export type RateLimitKind = (typeof RATE_LIMIT_KINDS)[number];

interface RateLimitPolicy {
  points: number;
  durationSeconds: number;
}

export type RateLimitPolicies = Record<RateLimitKind, RateLimitPolicy>;

/** Per client address (an IPv6 client per /64); signInAccount per account, signInPair per both; recipient per mailed address. */
export const RATE_LIMIT_POLICIES: RateLimitPolicies = {
  // Every GraphQL request. A page view costs one to three: 20 a second keeps floods out, never a shopper.
  read: { points: 1200, durationSeconds: 60 },
  // Discount codes that do not apply and order keys that do not exist: WELCOME10 must not fall to brute force.
  guess: { points: 10, durationSeconds: 600 },
  // Orders and payments: a shopper needs a few; a card tester needs thousands.
  order: { points: 10, durationSeconds: 600 },
  payment: { points: 10, durationSeconds: 600 },
  // Wrong passwords per client address (sign-in, changePassword, deleteAccount): one address trying many accounts.
  signIn: { points: 10, durationSeconds: 60 },
  // Wrong passwords per account (its lower-cased identifier, hashed; a session's for changePassword and
  // deleteAccount): many addresses trying one account. Once spent, a sign-in still gets signInPair (sign-in-limits.ts).
  signInAccount: { points: 10, durationSeconds: 900 },
  // Per (client address, account) once the account's allowance is spent: the owner on their own address still
  // gets in, while guesses spread over many addresses stay at one per address per window.
  signInPair: { points: 1, durationSeconds: 900 },
  // register, forgotPassword, resetPassword, sendEmailConfirmation: each may send a mail or create an account.
  account: { points: 10, durationSeconds: 600 },
  // humanChallenge: each form submission needs one; a visitor reloading forms needs a few dozen, a farm thousands.
  challenge: { points: 60, durationSeconds: 600 },
  // requestFreeSample and sendContactMessage: each stores a record and sends mail.
  message: { points: 10, durationSeconds: 600 },
  // Advisor messages: a conversation is a message every few seconds at most; a script asking thousands is not one.
  advise: { points: 30, durationSeconds: 60 },
  // Mails to one address that a visitor's request sends (confirmation, reset, acknowledgement, sample), whoever asks:
  // counted per address (recipient-limits.ts), so that many clients cannot flood one inbox.
  recipient: { points: 5, durationSeconds: 3600 },
};

/** The client has used up an allowance; it may try again after `retryAfterSeconds`. */
export class RateLimitedError extends Error {
  override name = 'RateLimitedError';

  constructor(
    readonly kind: RateLimitKind,
    readonly retryAfterSeconds: number,
  ) {
    super(`Too many requests. Try again in ${retryAfterSeconds} s.`);
  }
}

/** Allowances per client: taken for an attempt, given back when it turned out right. */
export interface Allowances {
  take(kind: RateLimitKind, client: string): Promise<void>;
  giveBack(kind: RateLimitKind, client: string): Promise<void>;
}

/** Nothing counted: the benchmark's baseline, to price the limits. */
export const NO_LIMITS: Allowances = { take: async () => undefined, giveBack: async () => undefined };

type Limiters = Record<RateLimitKind, RateLimiterAbstract>;

function limitersOf(
  create: (kind: RateLimitKind, policy: RateLimitPolicy) => RateLimiterAbstract,
  policies: RateLimitPolicies,
): Limiters {
  return Object.fromEntries(RATE_LIMIT_KINDS.map((kind) => [kind, create(kind, policies[kind])])) as Limiters;
}

const inMemory = (kind: RateLimitKind, { points, durationSeconds }: RateLimitPolicy) =>
  new RateLimiterMemory({ keyPrefix: kind, points, duration: durationSeconds });

/**
 * Allowances per client: in this process's memory, or in Redis when several gateways run (rate-limiter-flexible,
 * atomic per key). While Redis is unreachable each gateway counts in its own memory instead of failing requests.
 */
export class RateLimits implements Allowances {
  private constructor(private readonly limiters: Limiters) {}

  static inMemory(policies: RateLimitPolicies = RATE_LIMIT_POLICIES): RateLimits {
    return new RateLimits(limitersOf(inMemory, policies));
  }

  static onRedis(redis: Redis, keyPrefix: string, policies: RateLimitPolicies = RATE_LIMIT_POLICIES): RateLimits {
    return new RateLimits(
      limitersOf(
        (kind, policy) =>
          new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${keyPrefix}ratelimit:${kind}`,
            points: policy.points,
            duration: policy.durationSeconds,
            rejectIfRedisNotReady: true,
            insuranceLimiter: inMemory(kind, policy),
          }),
        policies,
      ),
    );
  }

  /** Takes one point of `kind` for `client`; RateLimitedError when none is left. */
  async take(kind: RateLimitKind, client: string): Promise<void> {
    try {
      await this.limiters[kind].consume(client);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new RateLimitedError(kind, Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
  }

  /** Gives back a point taken for an attempt that turned out fine (a code that applied, an order that exists). */
  async giveBack(kind: RateLimitKind, client: string): Promise<void> {
    await this.limiters[kind].reward(client);
  }
}
