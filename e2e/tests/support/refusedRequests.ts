/**
 * The fuzz's shapes the web answered with a 500 (issue 29), each reported to Sentry as the web's fault: an odd
 * method, a multipart body without a boundary, a server action (or a form) posted from a page of another host.
 * Each: method, path, headers, the status and message the web answers them with, in the path's language.
 */
export const REFUSED = [
  ['PROPFIND', '/fr/', {}, 405, 'badRequest.method', 'fr'],
  ['MKCOL', '/catalog/', {}, 405, 'badRequest.method', 'en'],
  ['POST', '/de/contact/', { 'content-type': 'multipart/form-data' }, 400, 'badRequest.body', 'de'],
  [
    'POST',
    '/',
    { 'next-action': '7f0123456789abcdef', origin: 'https://attacker.example' },
    403,
    'badRequest.origin',
    'en',
  ],
  [
    'POST',
    '/es/contact/',
    { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://attacker.example' },
    403,
    'badRequest.origin',
    'es',
  ],
] as const;
