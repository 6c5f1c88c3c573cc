// register and forgotPassword need a solved ALTCHA challenge (issue 11): the bench solves one as the widget would.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** A fresh challenge of `gateway`, solved: the value the widget puts in its `altcha` field. */
export async function solvedHumanProof(graphql, gateway) {
  const { humanChallenge } = await graphql(gateway, '{ humanChallenge { payload } }');
  const challenge = JSON.parse(humanChallenge.payload);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
