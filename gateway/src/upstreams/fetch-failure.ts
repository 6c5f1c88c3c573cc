import { CircuitOpenError, isTimeout } from './circuit-breaker';

/** Why a fetch got no answer: the timeout, the socket error's code, or the open circuit that stopped it. */
export function fetchFailureDetail(failure: unknown, timeoutMs: number): string {
  if (failure instanceof CircuitOpenError) return failure.message;
  if (isTimeout(failure)) return `no answer within ${timeoutMs} ms`;
  const code = (failure as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return typeof code === 'string' ? `connection failed (${code})` : 'connection failed';
}
