'use server';

import { HumanChallengeDocument } from '@/gql/graphql';
import { callGateway } from '@/session/gatewayCall';

/** A fresh ALTCHA challenge (JSON text) for the visitor, or null when the gateway refuses or is down. */
export async function humanChallengeAction(): Promise<string | null> {
  const result = await callGateway(HumanChallengeDocument, {});
  return result.ok ? result.data.humanChallenge.payload : null;
}
