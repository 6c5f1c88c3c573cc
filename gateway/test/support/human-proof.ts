import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestGateway } from './gateway';
import { visitor } from './visitor';

export const HUMAN_CHALLENGE = /* GraphQL */ `
  query HumanChallenge($form: ProtectedForm!) { humanChallenge(form: $form) { payload } }`;

/** The forms that take a proof (the gateway's ProtectedForm). */
type ProtectedForm = 'CONTACT' | 'NEWSLETTER' | 'REGISTER' | 'FORGOT_PASSWORD';

/** A challenge of `gateway` for `form`, solved as the widget solves it: the base64 JSON of its `altcha` field. */
export async function solvedHumanProof(
  gateway: TestGateway,
  form: ProtectedForm,
  headers: Record<string, string> = visitor(),
): Promise<string> {
  const { body } = await gateway.graphql(HUMAN_CHALLENGE, { form }, headers);
  expect(body.errors).toBeUndefined();
  const challenge = JSON.parse((body.data as { humanChallenge: { payload: string } }).humanChallenge.payload);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
