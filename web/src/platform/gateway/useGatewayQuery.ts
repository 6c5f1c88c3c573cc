'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { browserGateway } from './browserGateway';

type Answer<TData> = { data?: TData; previousData?: TData; loading: boolean; error?: Error };

/**
 * A query from a client component through browserGateway(), with what Apollo's useQuery gave the cart: asked
 * again whenever its variables change, the last answer kept as `previousData` while the next is on its way,
 * `refetch` to try again after a failure. An answer for variables since replaced is dropped.
 */
export function useGatewayQuery<TData, TVariables>(
  document: DocumentTypeDecoration<TData, TVariables>,
  variables: TVariables,
  { skip }: { skip: boolean },
): Answer<TData> & { refetch: () => void } {
  const [answer, setAnswer] = useState<Answer<TData>>({ loading: !skip });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(variables);
  const latest = useRef(variables);
  latest.current = variables;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the variables, `attempt` asks again.
  useEffect(() => {
    if (skip) return;
    let current = true;
    const previousData = (previous: Answer<TData>) => previous.data ?? previous.previousData;
    setAnswer((previous) => ({ previousData: previousData(previous), loading: true }));
    const send = browserGateway as (
      document: DocumentTypeDecoration<TData, TVariables>,
      variables: TVariables,
    ) => Promise<TData>;
    send(document, latest.current).then(
      (data) => current && setAnswer((previous) => ({ data, previousData: previous.previousData, loading: false })),
      (error: Error) =>
        current && setAnswer((previous) => ({ previousData: previous.previousData, loading: false, error })),
    );
    return () => {
      current = false;
    };
  }, [document, key, skip, attempt]);

  const refetch = useCallback(() => setAttempt((count) => count + 1), []);
  // Skipped, as Apollo's: no answer, not loading (an answer on its way is dropped by the effect's cleanup).
  return skip ? { loading: false, refetch } : { ...answer, refetch };
}
