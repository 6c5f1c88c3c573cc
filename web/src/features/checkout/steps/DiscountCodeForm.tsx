'use client';

import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { timedRegister, VALIDATION_TIMING } from '@/ui/forms/validationTiming';
import { useIntl } from 'react-intl';
import { lazyResolver } from '@/ui/forms/lazyResolver';
import type { CodeStatus } from '@/gql/graphql';
import type { MessageId } from '@/platform/i18n/messages';
import styles from '../../../ui/shop.module.css';
import formStyles from '@/ui/forms/form.module.css';
import type { DiscountCodeValues } from './discountCodeSchema';

const resolver = lazyResolver<DiscountCodeValues>(() => import('./discountCodeSchema'));

const STATUS_MESSAGES: Record<CodeStatus, MessageId> = {
  APPLIED: 'checkout.code.applied',
  UNKNOWN: 'checkout.code.unknown',
  EXPIRED: 'checkout.code.expired',
};

type Props = {
  /** The code being checked or applied, if any. */
  code: string | null;
  /** The gateway's verdict on `code`; undefined while pricing. */
  status: CodeStatus | null | undefined;
  onApply: (code: string) => void;
  onRemove: () => void;
  busy: boolean;
};

/** The discount code field (react-hook-form + zod, loaded on first use); the gateway says whether a code applies. */
export function DiscountCodeForm({ code, status, onApply, onRemove, busy }: Props) {
  const intl = useIntl();
  const inputId = useId();
  const errorId = useId();
  const statusId = useId();
  const form = useForm<DiscountCodeValues>({
    resolver,
    defaultValues: { code: code ?? '' },
    ...VALIDATION_TIMING,
  });
  const {
    handleSubmit,
    setValue,
    formState: { errors },
  } = form;
  const register = timedRegister(form);

  useEffect(() => {
    if (code) setValue('code', code);
  }, [code, setValue]);

  const fieldError = errors.code?.message as MessageId | undefined;
  const verdict = code && status ? status : undefined;
  const refused = verdict === 'UNKNOWN' || verdict === 'EXPIRED';
  const describedBy = [fieldError && errorId, verdict && statusId].filter(Boolean).join(' ') || undefined;

  return (
    <form className={styles.codeForm} onSubmit={handleSubmit((values) => onApply(values.code))} noValidate>
      <label htmlFor={inputId} className={formStyles.label}>
        {intl.formatMessage({ id: 'checkout.code.label' })}
      </label>
      <div className={styles.codeRow}>
        <input
          id={inputId}
          className={formStyles.input}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={!!fieldError || refused}
          aria-describedby={describedBy}
          {...register('code')}
        />
        <button type="submit" className={styles.secondaryButton} disabled={busy}>
          {intl.formatMessage({ id: 'checkout.code.apply' })}
        </button>
      </div>
      {fieldError && (
        <p id={errorId} className={formStyles.fieldError} role="alert">
          {intl.formatMessage({ id: fieldError })}
        </p>
      )}
      {verdict && (
        <p
          id={statusId}
          className={refused ? formStyles.fieldError : styles.success}
          role={refused ? 'alert' : 'status'}
          data-code-status={verdict}
        >
          {intl.formatMessage({ id: STATUS_MESSAGES[verdict] }, { code })}
          {verdict === 'APPLIED' && (
            <>
              {' '}
              <button type="button" className={styles.linkButton} onClick={onRemove}>
                {intl.formatMessage({ id: 'checkout.code.remove' })}
              </button>
            </>
          )}
        </p>
      )}
    </form>
  );
}
