import { AuthProvidersDocument } from '@/gql/graphql';
import { callGateway } from '@/platform/session/gatewayCall';

/** The configured social providers (none when the gateway cannot say: the password form still works). */
export async function socialProviders() {
  const result = await callGateway(AuthProvidersDocument, {});
  return result.ok ? result.data.authProviders : [];
}
