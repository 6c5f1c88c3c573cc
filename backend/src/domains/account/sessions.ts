import type { Core } from '@strapi/strapi';

type Service = Record<string, (...args: never[]) => unknown>;
export type ServiceFactory = (deps: { strapi: Core.Strapi }) => Service;

interface TokenPayload {
  id?: number;
  sessionId?: string;
}

/**
 * users-permissions' jwt service, with sign-out that sticks: in `refresh` mode an access token names its session,
 * and a token whose session was deleted (POST /api/auth/logout) or has expired is refused like a forged one.
 * Strapi 5.54 itself only checks the token's signature and expiry.
 */
export const revocableSessions =
  (factory: ServiceFactory): ServiceFactory =>
  (deps) => {
    const service = factory(deps) as Service & { verify(token: string): Promise<TokenPayload> };
    const verify = service.verify.bind(service);
    return {
      ...service,
      async verify(token: string) {
        const payload = await verify(token);
        const sessions = deps.strapi.sessionManager('users-permissions');
        if (payload.sessionId && !(await sessions.isSessionActive(payload.sessionId)))
          throw new Error('Invalid token.');
        return payload;
      },
    };
  };

/** Issues a session (an access token) for a user, as sign-in does. */
export async function issueSession(strapi: Core.Strapi, userId: number): Promise<string> {
  return (await strapi.plugin('users-permissions').service('jwt').issue({ id: userId })) as string;
}
