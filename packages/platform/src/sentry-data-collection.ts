/**
 * What Sentry's SDK may collect, the web's and the gateway's alike (SDK 11's successor of sendDefaultPii: false).
 * By default it collects request bodies, every header and cookie, query strings, user info and local variables:
 * the shop's requests carry passwords (sign-in), card numbers (payOrder), order keys, bearer tokens, shared secrets,
 * the session cookie and the visitor's address (X-Forwarded-For). A fresh object each call: the SDK may keep it.
 */
export function sentryDataCollection() {
  return {
    userInfo: false,
    cookies: false,
    httpHeaders: { request: { allow: ['content-type', 'user-agent', 'accept-language'] }, response: false },
    httpBodies: [] as never[],
    urlQueryParams: false,
    graphQL: { document: false, variables: false },
    genAI: { inputs: false, outputs: false },
    stackFrameVariables: false,
  };
}
