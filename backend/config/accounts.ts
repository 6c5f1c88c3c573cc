import type { Core } from '@strapi/strapi';
import type { AccountsConfig, OAuthClient } from '../src/env/settings';
import { httpUrl, publicUrl } from '../src/env/public-url';
import { secret } from '../src/env/secret';

type Env = Core.Config.Shared.ConfigParams['env'];

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
      const issuer = env('OIDC_ISSUER', '') && httpUrl('OIDC_ISSUER', env('OIDC_ISSUER', ''));
      return oidc && issuer ? { ...oidc, issuer, label: env('OIDC_LABEL', 'OpenID Connect') } : null;
    })(),
  },
});
