'use server';

import { SendContactMessageDocument } from '@/gql/graphql';
import { contactSchema } from '@/features/visitor-forms/newsletter/visitorSchemas';
import { submitVisitorForm, type VisitorResult } from '@/features/visitor-forms/newsletter/visitorSubmit';

/** The /contact form: stored by the backend, mailed to the shop and acknowledged to the sender. */
export async function sendContactMessageAction(
  values: unknown,
  locale: unknown,
  humanProof: unknown,
): Promise<VisitorResult> {
  return submitVisitorForm(
    {
      schema: contactSchema,
      agreement: 'contact.field.agreement',
      failed: 'contact.failed',
      document: SendContactMessageDocument,
    },
    values,
    locale,
    humanProof,
  );
}
