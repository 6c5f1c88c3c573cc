import { getHeapStatistics } from 'node:v8';

/**
 * Shares of the heap limit (deploy/gateway.env caps it) past which the gateway sheds work rather than run out of
 * memory and lose every answer under way: what an answer holds while it is built is priced, not measured (about
 * 1 kB a field, measured), so priced admission alone let the probe's sustained mix take a gateway past its cap.
 * Past ADMIT, no operation starts beside others (execution-admission.ts); past SHED, a large answer under way is
 * given up at its next turn (answer-budget.ts). The idle gateway uses about 40 % (its search indexes).
 */
export const HEAP_SHARE = { admit: 0.7, shed: 0.8 } as const;

/** The share of its heap limit the process uses now, garbage not yet collected included. */
export function usedHeapShare(): number {
  const { used_heap_size, heap_size_limit } = getHeapStatistics();
  return used_heap_size / heap_size_limit;
}
