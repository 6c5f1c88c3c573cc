'use client';

import { useSyncExternalStore } from 'react';
import type { ReactiveValue } from '@/platform/storage/reactiveValue';
import type { CartItem } from './cartItem';
import { cartCodeVar, cartItemsVar, orderKeyVar, startCartStore } from './cartStore';

function subscribeTo<T>(variable: ReactiveValue<T>) {
  return (onChange: () => void) => {
    startCartStore();
    return variable.subscribe(onChange);
  };
}

const subscribeItems = subscribeTo(cartItemsVar);
const subscribeCode = subscribeTo(cartCodeVar);
const subscribeOrderKey = subscribeTo(orderKeyVar);

function snapshot<T>(variable: ReactiveValue<T>) {
  return () => variable();
}

const serverSnapshot = () => undefined;

/** The cart's lines; undefined on the server and during hydration (not known yet, not empty). */
export function useCartItems(): readonly CartItem[] | undefined {
  return useSyncExternalStore(subscribeItems, snapshot(cartItemsVar), serverSnapshot);
}

/** The stored discount code; undefined while not known yet. */
export function useCartCode(): string | null | undefined {
  return useSyncExternalStore(subscribeCode, snapshot(cartCodeVar), serverSnapshot);
}

/** The current order's key; undefined while not known yet. */
export function useOrderKey(): string | null | undefined {
  return useSyncExternalStore(subscribeOrderKey, snapshot(orderKeyVar), serverSnapshot);
}
