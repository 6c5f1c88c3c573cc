import { fetchFailureDetail } from '../fetch-failure';
/** The backend answered with an error: the `error` object of its body (spec §8). */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    name: string,
    message: string,
  ) {
    super(message);
    this.name = name;
  }
}

/** The backend failed without a readable error object in its body (spec §8: UnknownError, status 500). */
export class UnknownError extends UpstreamError {
  constructor() {
    super(500, 'UnknownError', 'Unknown Strapi error');
  }
}

/** No answer at all: connection refused, reset, DNS failure or timeout. Never retried (spec §7). */
export class ContentUnreachableError extends Error {
  override name = 'ContentUnreachableError';

  constructor(detail: string, options?: ErrorOptions) {
    super(`Content backend unreachable: ${detail}`, options);
  }
}

/** Any failure of a content-backend call; the GraphQL layer maps these in one place. */
export type ContentError = UpstreamError | ContentUnreachableError;

export function isContentError(error: unknown): error is ContentError {
  return error instanceof UpstreamError || error instanceof ContentUnreachableError;
}

/**
 * The backend is down or failing, not refusing this request: no answer, a timeout, or a 5xx. A catalogue read then
 * answers from its last good copy (docs/adr/0026); a 4xx is the backend's word and stands.
 */
export function isContentOutage(error: unknown): boolean {
  return error instanceof ContentUnreachableError || (error instanceof UpstreamError && error.status >= 500);
}

/** Spec §8: the body's `error` object ({status, name, message}); with none, an UnknownError. */
export function errorFromBody(httpStatus: number, body: string): UpstreamError {
  const error = parseErrorObject(body);
  if (!error) return new UnknownError();
  return new UpstreamError(
    typeof error.status === 'number' ? error.status : httpStatus,
    typeof error.name === 'string' ? error.name : 'UpstreamError',
    error.message,
  );
}

function parseErrorObject(body: string): { status?: unknown; name?: unknown; message: string } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const error = (parsed as { error?: unknown } | null)?.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && message !== '' ? { ...error, message } : undefined;
}

/** Turns a rejected fetch into ContentUnreachableError: the cause names the timeout or the socket error. */
export function errorFromFetchFailure(failure: unknown, timeoutMs: number): ContentUnreachableError {
  return new ContentUnreachableError(fetchFailureDetail(failure, timeoutMs), { cause: failure });
}

/** A 2xx answer we cannot use (not JSON, or not the shape we expect): a contract break between us and the backend. */
export class InvalidResponseError extends UpstreamError {
  constructor(detail: string) {
    super(502, 'InvalidResponse', `Content backend sent an unexpected response: ${detail}`);
  }
}
