import { CircuitOpenError } from './circuit-breaker';

/** Why a fetch got no answer: the timeout, the socket error's code, or the open circuit that stopped it. */
export function fetchFailureDetail(failure: unknown, timeoutMs: number): string {
  if (failure instanceof CircuitOpenError) return failure.message;
  // Duck-typed: AbortSignal.timeout's DOMException may come from another realm (e.g. under jest).
  const { name, cause } = (failure ?? {}) as { name?: unknown; cause?: { code?: unknown } };
  if (name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const code = cause?.code;
  return typeof code === 'string' ? `connection failed (${code})` : 'connection failed';
}
