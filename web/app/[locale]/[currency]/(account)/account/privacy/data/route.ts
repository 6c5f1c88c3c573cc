import { MyDataDocument } from '@/gql/graphql';
import { callGateway } from '@/platform/session/gatewayCall';
import { getSessionToken } from '@/platform/session/sessionToken';

/**
 * "Download my data" (GDPR): the account's data as a JSON attachment, fetched with the visitor's
 * session. No session, or one the gateway refuses: 401, and nothing else is said.
 */
export async function GET(): Promise<Response> {
  const token = await getSessionToken();
  const result = token ? await callGateway(MyDataDocument, {}, { token }) : null;
  if (!result?.ok)
    return new Response(null, { status: result?.failure.codes.includes('UPSTREAM_UNAVAILABLE') ? 502 : 401 });
  return new Response(result.data.myData, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="my-data.json"',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
