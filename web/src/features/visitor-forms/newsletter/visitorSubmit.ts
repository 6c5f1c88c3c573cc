import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { isLocale, type AppLocale } from '@/platform/i18n/locales';
import type { MessageId } from '@/platform/i18n/messages';
import type { z } from '@/platform/security/zodWithoutEval';
import { callGateway } from '@/platform/session/gatewayCall';
import { consentText } from './consentText';
import { type VisitorProblem, visitorProblem } from './visitorProblem';

export type VisitorResult = { ok: true } | { ok: false; problem: VisitorProblem };

type Form<T extends Record<string, unknown>> = {
  schema: z.ZodType<T>;
  /** The agreement's label, recorded as the consent text. */
  agreement: MessageId;
  /** The form's words for an outage. */
  failed: MessageId;
  document: DocumentTypeDecoration<
    unknown,
    { input: T & { consentText: string; humanProof?: string }; locale: AppLocale }
  >;
};

/**
 * A visitor's form (newsletter, contact) sent to the gateway from the web's server: its values
 * checked again (a server action is a public endpoint), the consent text and the human proof added.
 */
export async function submitVisitorForm<T extends Record<string, unknown>>(
  form: Form<T>,
  values: unknown,
  locale: unknown,
  humanProof: unknown,
): Promise<VisitorResult> {
  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    // The first issue of each field, as the form shows it.
    const issues = parsed.error.issues.toReversed();
    const fields = Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
    return { ok: false, problem: { message: null, fields: fields as VisitorProblem['fields'], humanProof: null } };
  }
  const language = isLocale(locale) ? locale : 'en';
  const input = {
    ...parsed.data,
    consentText: consentText(language, form.agreement),
    ...(typeof humanProof === 'string' && humanProof !== '' && { humanProof }),
  };
  const result = await callGateway(form.document, { input, locale: language });
  if (result.ok) return { ok: true };
  return { ok: false, problem: visitorProblem(result.failure, Object.keys(parsed.data), form.failed) };
}
