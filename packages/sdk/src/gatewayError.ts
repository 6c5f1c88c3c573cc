/** One error of a GraphQL answer, as the gateway words it: a code in extensions, never a stack. */
export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

const RETRYABLE_CODES = ['RATE_LIMITED', 'UPSTREAM_UNAVAILABLE', 'GATEWAY_UNREACHABLE'];

/**
 * What the gateway refused or failed to do, with its code (BAD_USER_INPUT, NOT_FOUND, RATE_LIMITED,
 * UPSTREAM_UNAVAILABLE, UNAUTHENTICATED…), or GATEWAY_UNREACHABLE / GATEWAY_HTTP_ERROR when no GraphQL answer came.
 */
export class GatewayError extends Error {
  readonly code: string;
  /** HTTP status of the answer; 0 when none came. */
  readonly status: number;
  /** Seconds to wait before asking again (RATE_LIMITED, and Retry-After on a 429 or 503). */
  readonly retryAfterSeconds?: number;
  /** Invalid input field by field, as the shop's validation returns it (BAD_USER_INPUT). */
  readonly fieldErrors?: Record<string, string>;
  /** Every error of the answer; the first one names the error. */
  readonly errors: GraphQLErrorEntry[];
  /** What the answer held besides the errors (GraphQL may answer part of a query). */
  readonly data?: unknown;
  /** Worth asking again later: a rate limit, a backend away, or no answer at all. Never for a refused input. */
  readonly retryable: boolean;

  constructor(fields: {
    code: string;
    message: string;
    status: number;
    retryAfterSeconds?: number;
    errors?: GraphQLErrorEntry[];
    data?: unknown;
  }) {
    super(fields.message);
    this.name = 'GatewayError';
    this.code = fields.code;
    this.status = fields.status;
    this.retryAfterSeconds = fields.retryAfterSeconds;
    this.errors = fields.errors ?? [];
    this.data = fields.data;
    this.retryable = RETRYABLE_CODES.includes(this.code) || this.status >= 502;
    const fieldErrors = this.errors[0]?.extensions?.fieldErrors;
    if (fieldErrors && typeof fieldErrors === 'object') this.fieldErrors = fieldErrors as Record<string, string>;
  }
}

const seconds = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** The error of a GraphQL answer that carries errors: its first error's code, or the HTTP status's. */
export function answerError(status: number, retryAfterHeader: string | null, body: unknown): GatewayError | undefined {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as { errors?: unknown; data?: unknown };
  const errors = Array.isArray(answer.errors) ? (answer.errors as GraphQLErrorEntry[]) : [];
  if (errors.length === 0 && status >= 200 && status < 300) return undefined;
  const first = errors[0];
  const code = first?.extensions?.code;
  return new GatewayError({
    code: typeof code === 'string' ? code : 'GATEWAY_HTTP_ERROR',
    message: first?.message ?? `The gateway answered HTTP ${status}.`,
    status,
    retryAfterSeconds: seconds(first?.extensions?.retryAfter) ?? seconds(retryAfterHeader),
    errors,
    data: answer.data,
  });
}
