import { commonProblem } from '@/platform/gateway/commonProblem';
import { gatewayFailure } from '@/platform/gateway/gatewayErrors';
import type { MessageId } from '@/platform/i18n/messages';

/**
 * What a refused spend of credits says to the visitor, chosen by the
 * gateway's codes, never its English message. No code at all is an unreachable gateway.
 */
export function creditProblem(error: unknown): MessageId {
  const failure = gatewayFailure(error);
  if (failure.upstreamCode === 'insufficient_credits') return 'credits.error.insufficient';
  const common = commonProblem(failure, 'credits.error.signInRequired');
  if (common) return common;
  if (failure.codes.includes('NOT_FOUND') || failure.upstreamCode === 'unknown_diagram')
    return 'credits.error.notFound';
  if (failure.codes.length === 0) return 'account.error.unavailable';
  return 'account.error.unexpected';
}
