'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { VALIDATION_TIMING } from '@/ui/forms/validationTiming';
import type { z } from '@/platform/security/zodWithoutEval';
import type { ActionResult } from './actions';
import type { AccountProblem } from './problems';

type Success = Extract<ActionResult, { ok: true }>;

/**
 * react-hook-form with a zod schema (messages are message ids), validated on blur and change (never per keystroke),
 * whose submit runs a server action: a refusal lands on the fields the gateway named and in a
 * form message, translated when shown.
 */
export function useAccountForm<T extends FieldValues>(schema: z.ZodType<T, T>, defaultValues: DefaultValues<T>) {
  const form = useForm<T>({ resolver: zodResolver(schema), ...VALIDATION_TIMING, defaultValues });
  const [problem, setProblem] = useState<AccountProblem | null>(null);

  const submitWith = (
    action: (values: T) => Promise<ActionResult>,
    onSuccess: (result: Success) => void,
    /** Acts on a refusal itself (e.g. goes to another page); true when nothing is left to show. */
    onProblem?: (problem: AccountProblem, values: T) => boolean,
  ) =>
    form.handleSubmit(async (values) => {
      setProblem(null);
      const result = await action(values).catch(
        (): ActionResult => ({ ok: false, problem: { message: 'account.error.unavailable', fields: {} } }),
      );
      if (result.ok) {
        onSuccess(result);
        return;
      }
      if (onProblem?.(result.problem, values)) return;
      for (const [field, message] of Object.entries(result.problem.fields))
        form.setError(field as Path<T>, { type: 'server', message });
      setProblem(result.problem);
    });

  return { form, problem, busy: form.formState.isSubmitting, submitWith };
}
