import type { Core } from '@strapi/strapi';
import type { AccountsConfig, OAuthClient } from '../src/env/settings';
import { publicUrl } from '../src/env/public-url';
import { secret } from '../src/env/secret';

type Env = Core.Config.Shared.ConfigParams['env'];

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** An absolute http(s) URL from the environment; anything else stops start-up naming the variable. */
function absoluteUrl(env: Env, name: string, fallback: string): string {
  const value = withoutTrailingSlash(env(name, fallback));
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new Error(`${name} must be an http(s) URL, not "${value}"`);
  return value;
}

/** A provider is configured when both its client id and secret are set. */
function client(env: Env, prefix: string): OAuthClient | null {
  const key = env(`${prefix}_CLIENT_ID`, '');
  const secret = env(`${prefix}_CLIENT_SECRET`, '');
  return key && secret ? { key, secret } : null;
}

export default ({ env }: Core.Config.Shared.ConfigParams): AccountsConfig => ({
  gatewaySecret: secret(env, 'GATEWAY_SECRET', 'DEV-ONLY-gateway-secret'),
  accountSiteUrl: publicUrl(env, 'ACCOUNT_SITE_URL', 'http://localhost:3000/account'),
  webUrl: publicUrl(env, 'WEB_URL', 'http://localhost:3000'),
  social: {
    github: client(env, 'GITHUB'),
    google: client(env, 'GOOGLE'),
    oidc: (() => {
      const oidc = client(env, 'OIDC');
      const issuer = env('OIDC_ISSUER', '') && absoluteUrl(env, 'OIDC_ISSUER', '');
      return oidc && issuer ? { ...oidc, issuer, label: env('OIDC_LABEL', 'OpenID Connect') } : null;
    })(),
  },
});
