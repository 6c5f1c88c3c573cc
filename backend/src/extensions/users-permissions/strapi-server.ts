import { accountsAuthController, type ControllerFactory } from '../../accounts/auth-controller';
import { sendConfirmationMail, type MailUser } from '../../accounts/auth-mails';
import { revocableSessions, type ServiceFactory } from '../../accounts/sessions';
import { socialRedirectUri } from '../../accounts/social';
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
 * register only through the gateway, social sign-in redirects through the web's origin.
 */
export default (plugin: UsersPermissionsPlugin) => {
  // `language`, not `locale`: Strapi reserves `locale` for i18n and leaves it out of API answers.
  plugin.contentTypes.user.schema.attributes.language = {
    type: 'enumeration',
    enum: [...LOCALES],
    default: DEFAULT_LOCALE,
    configurable: false,
  };

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

  const register = plugin.routes['content-api'].routes.find(
    (route) => route.method === 'POST' && route.path === '/auth/local/register',
  );
  if (!register) throw new Error('users-permissions register route not found');
  register.config = { ...register.config, policies: [...(register.config?.policies ?? []), 'global::gateway-secret'] };

  return plugin;
};
