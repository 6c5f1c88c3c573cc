// The SENTRY_DSN rule's cases (@shop/platform's dsnProblem), each DSN and why it is refused, null when it is taken:
// the package's test checks the rule with them, the web's and the gateway's tests what each makes of them.
export const DSN_CASES: [dsn: string, problem: string | null][] = [
  ['https://0123abcd@o1.ingest.example.com/4505', null],
  ['https://0123abcd@sentry.example.com/api/path/4505', null],
  ['http://0123abcd@127.0.0.1:9000/42', null],
  ['sentry.example.com/42', 'must be a URL such as https://publicKey@o1.ingest.sentry.io/42'],
  ['ftp://key@sentry.example.com/42', 'must be an http(s) URL'],
  ['https://sentry.example.com/42', 'must name the public key before the @'],
  // A legacy DSN's secret key: the web hands the DSN to the page, and neither side needs it.
  ['https://key:secret@sentry.example.com/42', 'must not carry a secret key (public key only)'],
  ['https://key@sentry.example.com/project', 'must end with the numeric project id'],
];
