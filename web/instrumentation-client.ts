// Browser error reporting, bundled only when the build has a DSN (NEXT_PUBLIC_ values are inlined).
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => Sentry.init({ dsn }));
}
