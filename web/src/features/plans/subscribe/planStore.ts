'use client';

import { useSyncExternalStore } from 'react';
import {
  EMPTY_PLAN_STATE,
  PLAN_STORE_KEY,
  parsePlanState,
  serializePlanState,
  type PlanState,
  type StoredPlan,
  type StoredSubscription,
} from './planState';
import { localStore } from '@/platform/storage/localStore';

/**
 * The plan checkout's state in localStorage: it survives reloads, and other tabs' changes arrive
 * as `storage` events. On the server nothing is read or written; components read it through
 * usePlanState(), which gives "not known yet" (undefined) during hydration.
 */
let state: PlanState = EMPTY_PLAN_STATE;
/** The raw value last read or written here, so an event for an unchanged value changes nothing. */
let lastRaw: string | null | undefined;
const listeners = new Set<() => void>();

function publish(next: PlanState): void {
  state = next;
  for (const listener of listeners) listener();
}

function persist(raw: string | null): void {
  lastRaw = raw;
  try {
    if (raw === null) localStore()?.removeItem(PLAN_STORE_KEY);
    else localStore()?.setItem(PLAN_STORE_KEY, raw);
  } catch {
    // quota or privacy mode: the state still holds for this page
  }
}

/** Reads the stored value; a corrupt one is discarded from storage too. */
function load(): void {
  const raw = localStore()?.getItem(PLAN_STORE_KEY) ?? null;
  if (raw === lastRaw) return;
  const next = parsePlanState(raw);
  const clean = serializePlanState(next);
  if (clean === raw) lastRaw = raw;
  else persist(clean);
  publish(next);
}

let started = false;

function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  load();
  window.addEventListener('storage', (event) => {
    if (event.key === PLAN_STORE_KEY || event.key === null) load();
  });
}

function update(change: (current: PlanState) => PlanState): void {
  start();
  const next = change(state);
  persist(serializePlanState(next));
  publish(next);
}

// In the browser the stored state is read when this module loads, before any component subscribes.
if (typeof window !== 'undefined') start();

export const planStore = {
  /** The state as last read or set in this tab. */
  read(): PlanState {
    start();
    return state;
  },
  /** The visitor chose `plan`; a subscription made for another plan is left behind. */
  choosePlan(plan: StoredPlan): void {
    update((current) => ({
      ...current,
      plan,
      subscription: current.plan?.id === plan.id ? current.subscription : null,
    }));
  },
  setSubscription(subscription: StoredSubscription | null): void {
    update((current) => ({ ...current, subscription }));
  },
  setActiveColumn(activeColumn: number): void {
    if (activeColumn !== state.activeColumn) update((current) => ({ ...current, activeColumn }));
  },
};

function subscribe(onChange: () => void): () => void {
  start();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const serverSnapshot = () => undefined;

/** The plan checkout's state; undefined on the server and during hydration (not known yet). */
export function usePlanState(): PlanState | undefined {
  return useSyncExternalStore(subscribe, planStore.read, serverSnapshot);
}
