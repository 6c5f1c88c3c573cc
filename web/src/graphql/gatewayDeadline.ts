import { webEnv } from '@/config/env';

/**
 * Ends a server-side gateway call after GATEWAY_TIMEOUT_MS: a gateway that hangs costs the visitor that long, then
 * the call fails as an unreachable one does (an error page, a message in their language), never a request left waiting.
 */
export function gatewayDeadline(): AbortSignal {
  return AbortSignal.timeout(webEnv().gatewayTimeoutMs);
}
