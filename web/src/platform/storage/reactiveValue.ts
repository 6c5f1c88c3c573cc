/**
 * A value that tells its subscribers when it changes: called with an argument it sets, without one it reads
 * (the shape of Apollo Client's makeVar, without loading Apollo Client on every page for it).
 */
export type ReactiveValue<T> = {
  (next?: T): T;
  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
};

export function reactiveValue<T>(initial: T): ReactiveValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const variable = (...args: [next?: T]) => {
    if (args.length > 0 && args[0] !== value) {
      value = args[0] as T;
      for (const listener of [...listeners]) listener();
    }
    return value;
  };
  variable.subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return variable;
}
