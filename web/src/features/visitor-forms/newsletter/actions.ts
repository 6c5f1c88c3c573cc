'use server';

import { ConfirmNewsletterDocument, RequestFreeSampleDocument, UnsubscribeNewsletterDocument } from '@/gql/graphql';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { MessageId } from '@/platform/i18n/messages';
import { callGateway } from '@/platform/session/gatewayCall';
import { freeSampleSchema } from './visitorSchemas';
import { submitVisitorForm, type VisitorResult } from './visitorSubmit';

/** The footer's form: the gateway answers once it accepted the request (verification and validation passed). */
export async function requestFreeSampleAction(
  values: unknown,
  locale: unknown,
  humanProof: unknown,
): Promise<VisitorResult> {
  return submitVisitorForm(
    {
      schema: freeSampleSchema,
      agreement: 'newsletter.field.agreement',
      failed: 'newsletter.failed',
      document: RequestFreeSampleDocument,
    },
    values,
    locale,
    humanProof,
  );
}

export type LinkResult = { ok: true } | { ok: false; message: MessageId };

/** The mailed confirm or unsubscribe link's token, spent by the visitor's click on the page's button. */
async function followLink<TData>(
  document: DocumentTypeDecoration<TData, { token: string }>,
  token: unknown,
  invalid: MessageId,
): Promise<LinkResult> {
  if (typeof token !== 'string' || token === '') return { ok: false, message: invalid };
  const result = await callGateway(document, { token });
  if (result.ok) return { ok: true };
  const { codes, reason, fieldErrors } = result.failure;
  if (codes.includes('RATE_LIMITED')) return { ok: false, message: 'errors.rateLimit.message' };
  const refused = reason === 'INVALID_TOKEN' || Object.values(fieldErrors).flat().includes('INVALID_TOKEN');
  return { ok: false, message: refused ? invalid : 'newsletter.link.failed' };
}

export async function confirmNewsletterAction(token: unknown): Promise<LinkResult> {
  return followLink(ConfirmNewsletterDocument, token, 'newsletter.confirm.invalid');
}

export async function unsubscribeNewsletterAction(token: unknown): Promise<LinkResult> {
  return followLink(UnsubscribeNewsletterDocument, token, 'newsletter.unsubscribe.invalid');
}
