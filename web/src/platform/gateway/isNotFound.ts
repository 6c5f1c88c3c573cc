import type { GatewayResult } from './queryGateway';

/** The gateway answered that what the route names does not exist (NOT_FOUND): a 404, not an outage. */
export function isNotFound(result: GatewayResult<unknown>): boolean {
  return !result.ok && result.errorCodes.includes('NOT_FOUND');
}
