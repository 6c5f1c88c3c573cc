/** Why a fetch got no answer: the timeout, or the socket error's code. */
export function fetchFailureDetail(failure: unknown, timeoutMs: number): string {
  // Duck-typed: AbortSignal.timeout's DOMException may come from another realm (e.g. under jest).
  const { name, cause } = (failure ?? {}) as { name?: unknown; cause?: { code?: unknown } };
  if (name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const code = cause?.code;
  return typeof code === 'string' ? `connection failed (${code})` : 'connection failed';
}
