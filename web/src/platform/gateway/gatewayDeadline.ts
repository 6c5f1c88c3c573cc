import { webEnv } from '@/platform/config/env';

/**
 * Runs a server-side gateway call (the request and reading its answer) with a deadline of GATEWAY_TIMEOUT_MS: a
 * gateway that hangs costs the visitor that long, then the call fails as an unreachable one does (an error page, a
 * message in their language), never a request left waiting. The timer ends with the call: a pending timer keeps
 * the request it was set in alive (its async context: the whole render), which AbortSignal.timeout did for the
 * full deadline after every answer, hundreds of renders at a few dozen pages a second (the soak's web: 1 GB).
 */
export async function withGatewayDeadline<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    webEnv().gatewayTimeoutMs,
  );
  try {
    return await call(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
