import { accountsAuthController, type ControllerFactory } from '../../domains/account/auth-controller';
import { sendConfirmationMail, type MailUser } from '../../domains/account/auth-mails';
import { revocableSessions, type ServiceFactory } from '../../domains/account/sessions';
import { socialRedirectUri } from '../../domains/account/social';
import { TOKEN_ISSUE_TIMES } from '../../domains/account/token-expiry';
import { LOCALES, DEFAULT_LOCALE } from '../../locales';

interface Route {
  path: string;
  method: string;
  config?: { policies?: unknown[] };
}

interface UsersPermissionsPlugin {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
  services: Record<string, ServiceFactory>;
  controllers: Record<string, ControllerFactory>;
  routes: { 'content-api': { routes: Route[] } };
}

type Service = ReturnType<ServiceFactory>;

/**
 * Accounts on top of users-permissions (docs/adr/0010-accounts-in-strapi.md): the user's language, translated
 * confirmation and reset mails, sessions that sign-out revokes, tokens of accounts awaiting confirmation accepted,
 * /api/auth/* only through the gateway, social sign-in redirects through the web's origin.
 */
export default (plugin: UsersPermissionsPlugin) => {
  // `language`, not `locale`: Strapi reserves `locale` for i18n and leaves it out of API answers.
  plugin.contentTypes.user.schema.attributes.language = {
    type: 'enumeration',
    enum: [...LOCALES],
    default: DEFAULT_LOCALE,
    configurable: false,
  };
  // When the confirmation and reset tokens were issued: they expire (src/domains/account/token-expiry.ts).
  for (const name of TOKEN_ISSUE_TIMES) {
    plugin.contentTypes.user.schema.attributes[name] = { type: 'datetime', private: true, configurable: false };
  }

  const userFactory = plugin.services.user;
  plugin.services.user = (deps) => {
    const service = userFactory(deps) as Service & {
      edit(id: number, data: Record<string, unknown>): Promise<unknown>;
      fetchAuthenticatedUser(id: unknown): Promise<{ confirmed?: boolean } | null>;
    };
    return {
      ...service,
      sendConfirmationEmail: (user: MailUser) => sendConfirmationMail(deps.strapi, service.edit.bind(service), user),
      // Only the content API's auth strategy asks for this user, and it refuses unconfirmed accounts when email
      // confirmation is on. A session of an account awaiting confirmation is a session (it can buy and keep a
      // wishlist); sign-in itself still refuses until the address is confirmed.
      async fetchAuthenticatedUser(id: unknown) {
        const user = await service.fetchAuthenticatedUser(id);
        return user && { ...user, confirmed: true };
      },
    };
  };

  plugin.services.jwt = revocableSessions(plugin.services.jwt);

  const providersFactory = plugin.services.providers;
  plugin.services.providers = (deps) => ({
    ...providersFactory(deps),
    buildRedirectUri: (provider = '') => socialRedirectUri(deps.strapi, provider),
  });

  plugin.controllers.auth = accountsAuthController(plugin.controllers.auth);

  // Sign-in, register, the mails, resets, confirmations: every /api/auth/* route answers only the gateway, whose
  // per-visitor and per-address limits and human proofs would otherwise be walked around (issue 29). The
  // browser's own hops of a social sign-in are /api/connect/*, and stay public.
  const authRoutes = plugin.routes['content-api'].routes.filter((route) => route.path.startsWith('/auth/'));
  if (!authRoutes.some((route) => route.path === '/auth/local/register'))
    throw new Error('users-permissions auth routes not found');
  for (const route of authRoutes) {
    route.config = { ...route.config, policies: [...(route.config?.policies ?? []), 'global::gateway-secret'] };
  }

  return plugin;
};
