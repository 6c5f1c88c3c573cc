import type { Core } from '@strapi/strapi';
import { accountsConfig } from './gateway';

/** The grant redirect URI goes through the web's origin, which proxies /api/connect/* to this backend. */
export const socialRedirectUri = (strapi: Core.Strapi, provider: string) =>
  `${accountsConfig(strapi).webUrl}/api/connect/${provider}/callback`;

/** Where Strapi sends the browser at the end: the web's route that finishes the sign-in through the gateway. */
const socialCallback = (strapi: Core.Strapi, provider: string) =>
  `${accountsConfig(strapi).webUrl}/auth/${provider}/callback`;

const grantStore = (strapi: Core.Strapi) => strapi.store({ type: 'plugin', name: 'users-permissions' });

/** The social providers that are on (see applySocialSettings), with the label of their button. */
export async function enabledProviders(strapi: Core.Strapi): Promise<{ name: string; label: string }[]> {
  const grant = ((await grantStore(strapi).get({ key: 'grant' })) ?? {}) as GrantSettings;
  const labels: Record<string, string> = {
    github: 'GitHub',
    google: 'Google',
    oidc: accountsConfig(strapi).social.oidc?.label ?? '',
  };
  return Object.keys(labels)
    .filter((name) => grant[name]?.enabled === true)
    .map((name) => ({ name, label: labels[name] }));
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
}

const registry = (strapi: Core.Strapi) =>
  strapi.plugin('users-permissions').service('providers-registry') as unknown as {
    add(name: string, provider: Record<string, unknown>): void;
  };

/** The profile of the OIDC user: its address must be verified by the issuer (as Strapi asks of Google). */
async function oidcProfile(userinfoEndpoint: string, accessToken: string) {
  const response = await fetch(userinfoEndpoint, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`OpenID Connect userinfo answered ${response.status}`);
  const info = (await response.json()) as { email?: unknown; email_verified?: unknown; preferred_username?: unknown };
  if (typeof info.email !== 'string' || info.email_verified !== true) {
    throw new Error('Email not verified by the OpenID Connect provider');
  }
  const username = typeof info.preferred_username === 'string' ? info.preferred_username : info.email.split('@')[0];
  return { username, email: info.email };
}

/**
 * Registers the generic OpenID Connect provider `oidc` in users-permissions' providers registry (register phase,
 * before the plugin writes its grant settings): endpoints from the issuer's discovery document, the profile from
 * its userinfo endpoint. An unreachable issuer leaves the provider out, with a warning, rather than stop start-up.
 */
export async function registerOidcProvider(strapi: Core.Strapi): Promise<void> {
  const oidc = accountsConfig(strapi).social.oidc;
  if (!oidc) return;
  let discovery: Discovery;
  try {
    const response = await fetch(`${oidc.issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    discovery = (await response.json()) as Discovery;
  } catch (error) {
    strapi.log.warn(
      `[accounts] OIDC provider left out: discovery of ${oidc.issuer} failed (${(error as Error).message})`,
    );
    return;
  }
  registry(strapi).add('oidc', {
    enabled: true,
    icon: 'openid',
    grantConfig: {
      key: oidc.key,
      secret: oidc.secret,
      oauth: 2,
      authorize_url: discovery.authorization_endpoint,
      access_url: discovery.token_endpoint,
      scope: ['openid', 'email', 'profile'],
      scope_delimiter: ' ',
    },
    authCallback: ({ accessToken }: { accessToken: string }) => oidcProfile(discovery.userinfo_endpoint, accessToken),
  });
}

type GrantSettings = Record<string, Record<string, unknown>>;

/**
 * The environment decides which providers are on: the configured ones get their client, callback and (OIDC)
 * endpoints; every other provider but email/password is off, whatever an earlier start or the admin stored.
 */
export async function applySocialSettings(strapi: Core.Strapi): Promise<void> {
  const store = grantStore(strapi);
  const grant = ((await store.get({ key: 'grant' })) ?? {}) as GrantSettings;
  const { social } = accountsConfig(strapi);
  const registered = registry(strapi) as unknown as { get(name: string): { grantConfig?: Record<string, unknown> } };
  const clients: Record<string, { key: string; secret: string } | null> = {
    github: social.github,
    google: social.google,
    oidc: social.oidc && registered.get('oidc') ? social.oidc : null,
  };
  for (const name of Object.keys(grant)) {
    if (name !== 'email') grant[name] = { ...grant[name], enabled: false };
  }
  for (const [name, client] of Object.entries(clients)) {
    if (!client) continue;
    grant[name] = {
      ...grant[name],
      ...(name === 'oidc' ? registered.get('oidc').grantConfig : {}),
      enabled: true,
      key: client.key,
      secret: client.secret,
      callback: socialCallback(strapi, name),
    };
  }
  await store.set({ key: 'grant', value: grant });
}
