'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { VALIDATION_TIMING } from '@/ui/forms/validationTiming';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { HumanCheck, useHumanCheck } from '@/ui/verification/HumanCheck';
import { requestFreeSampleAction } from './actions';
import {
  type NewsletterEvent,
  type NewsletterPhase,
  nextPhase,
  showsMessageField,
  submitLabel,
} from './newsletterPhase';
import { AgreementCheckbox, VisitorInput, VisitorSubmit, VisitorTextArea } from './VisitorFields';
import type { VisitorProblem } from './visitorProblem';
import { type FreeSampleValues, freeSampleSchema, LIMITS } from './visitorSchemas';
import type { VisitorResult } from './visitorSubmit';
import styles from './NewsletterBlock.module.css';

const UNREACHABLE: VisitorResult = {
  ok: false,
  problem: { message: 'newsletter.failed', fields: {}, humanProof: null },
};

/**
 * The newsletter block's form, loaded once the visitor opens the block (NewsletterBlock): its form
 * library, schemas and human check stay out of every page's first load. The email field has the
 * focus as it appears; the gateway accepts the request (human proof and fields checked) before the
 * thanks message shows, and the free sample follows by mail.
 */
export function NewsletterForm({ termsHref }: { termsHref: string }) {
  const intl = useIntl();
  const [phase, setPhase] = useState<NewsletterPhase>(nextPhase('closed', 'open'));
  const [problem, setProblem] = useState<VisitorProblem | null>(null);
  const check = useHumanCheck();
  const form = useForm<FreeSampleValues>({
    resolver: zodResolver(freeSampleSchema),
    ...VALIDATION_TIMING,
    defaultValues: { email: '', message: '', agreement: false },
  });
  const send = (event: NewsletterEvent) => setPhase((current) => nextPhase(current, event));
  const email = form.watch('email');

  useEffect(() => form.setFocus('email'), [form]);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    send('submit');
    const humanProof = await check.proof();
    const result: VisitorResult = humanProof
      ? await requestFreeSampleAction(values, intl.locale, humanProof).catch(() => UNREACHABLE)
      : { ok: false, problem: { message: null, fields: {}, humanProof: 'verification.error.HUMAN_PROOF_MISSING' } };
    if (result.ok) {
      send('accepted');
      return;
    }
    // A proof verifies once: the next attempt needs a new one.
    if (humanProof) check.renew();
    for (const [field, message] of Object.entries(result.problem.fields))
      form.setError(field as Path<FreeSampleValues>, { type: 'server', message });
    setProblem(result.problem);
    send('refused');
  });

  return phase === 'submitted' ? (
    <p role="status" className={styles.thanks}>
      {intl.formatMessage({ id: 'newsletter.thanks' })}
    </p>
  ) : (
    <>
      <p className={styles.intro}>{intl.formatMessage({ id: 'newsletter.intro' })}</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={phase === 'loading'}>
        <VisitorInput form={form} name="email" label="newsletter.field.email" type="email" autoComplete="email" />
        {showsMessageField(email) && (
          <VisitorTextArea
            form={form}
            name="message"
            label="newsletter.field.message"
            hint="newsletter.field.message.hint"
            max={LIMITS.freeSampleMessage}
          />
        )}
        <AgreementCheckbox form={form} name="agreement" label="newsletter.field.agreement" termsHref={termsHref} />
        <HumanCheck form="NEWSLETTER" check={check} problem={problem?.humanProof} />
        {problem?.message && <ErrorNotice>{intl.formatMessage({ id: problem.message })}</ErrorNotice>}
        <VisitorSubmit busy={phase === 'loading'} label="newsletter.submit" busyLabel={submitLabel('loading')} />
      </form>
    </>
  );
}
