'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { VALIDATION_TIMING } from '@/ui/forms/validationTiming';
import {
  AgreementCheckbox,
  VisitorInput,
  VisitorSubmit,
  VisitorTextArea,
} from '@/features/visitor-forms/newsletter/VisitorFields';
import type { VisitorProblem } from '@/features/visitor-forms/newsletter/visitorProblem';
import { type ContactValues, contactSchema, LIMITS } from '@/features/visitor-forms/newsletter/visitorSchemas';
import type { VisitorResult } from '@/features/visitor-forms/newsletter/visitorSubmit';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { HumanCheck, useHumanCheck } from '@/ui/verification/HumanCheck';
import { sendContactMessageAction } from './actions';
import styles from './ContactForm.module.css';

const UNREACHABLE: VisitorResult = { ok: false, problem: { message: 'contact.failed', fields: {}, humanProof: null } };

/** /contact's form (spec §2): name, email, message and the agreement, protected by the human check. */
export function ContactForm({ termsHref }: { termsHref: string }) {
  const intl = useIntl();
  const titleId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<VisitorProblem | null>(null);
  const check = useHumanCheck();
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    ...VALIDATION_TIMING,
    defaultValues: { name: '', email: '', message: '', agreement: false },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const humanProof = await check.proof();
    const result: VisitorResult = humanProof
      ? await sendContactMessageAction(values, intl.locale, humanProof).catch(() => UNREACHABLE)
      : { ok: false, problem: { message: null, fields: {}, humanProof: 'verification.error.HUMAN_PROOF_MISSING' } };
    if (result.ok) {
      setSentTo(values.email);
      return;
    }
    // A proof verifies once: the next attempt needs a new one.
    if (humanProof) check.renew();
    for (const [field, message] of Object.entries(result.problem.fields))
      form.setError(field as Path<ContactValues>, { type: 'server', message });
    setProblem(result.problem);
  });

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'contact.form.title' })}
      </h2>
      {sentTo ? (
        <p role="status" className={styles.sent}>
          {intl.formatMessage({ id: 'contact.sent' }, { email: sentTo })}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
          <p className={styles.intro}>{intl.formatMessage({ id: 'contact.form.intro' })}</p>
          <VisitorInput
            form={form}
            name="name"
            label="contact.field.name"
            type="text"
            autoComplete="name"
            max={LIMITS.name}
          />
          <VisitorInput form={form} name="email" label="contact.field.email" type="email" autoComplete="email" />
          <VisitorTextArea form={form} name="message" label="contact.field.message" max={LIMITS.contactMessage} />
          <AgreementCheckbox form={form} name="agreement" label="contact.field.agreement" termsHref={termsHref} />
          <HumanCheck form="CONTACT" check={check} problem={problem?.humanProof} />
          {problem?.message && <ErrorNotice>{intl.formatMessage({ id: problem.message })}</ErrorNotice>}
          <VisitorSubmit busy={busy} label="contact.submit" busyLabel="contact.submitting" />
        </form>
      )}
    </section>
  );
}
