import type { NextConfig } from 'next';
import { withSentryConfig } from '@sentry/nextjs/config';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The shop's links end with a slash (/category/{url}/), as on the site it replaces.
  trailingSlash: true,
  images: {
    remotePatterns: [{ protocol: 'http', hostname: 'localhost', port: '1337', pathname: '/uploads/**' }],
  },
  experimental: {
    // The root layout sits under [locale], so unmatched URLs outside it need a page of their own.
    globalNotFound: true,
  },
};

// Without SENTRY_DSN / SENTRY_AUTH_TOKEN this only wraps the config: no upload, no reporting.
export default withSentryConfig(nextConfig, { telemetry: false, silent: true });
