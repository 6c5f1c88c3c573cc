'use server';

import { HumanChallengeDocument, type ProtectedForm } from '@/gql/graphql';
import { callGateway } from '@/platform/session/gatewayCall';

const FORMS: readonly ProtectedForm[] = ['CONTACT', 'NEWSLETTER', 'REGISTER', 'FORGOT_PASSWORD'];

/**
 * A fresh ALTCHA challenge (JSON text) for the visitor's `form`, signed for that form only, or null when the form
 * is not one of ours or the gateway refuses or is down.
 */
export async function humanChallengeAction(form: unknown): Promise<string | null> {
  if (!FORMS.includes(form as ProtectedForm)) return null;
  const result = await callGateway(HumanChallengeDocument, { form: form as ProtectedForm });
  return result.ok ? result.data.humanChallenge.payload : null;
}
