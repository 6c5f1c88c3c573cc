import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { buildSessionMetadata, errors, validateYupSchema, yup } from '@strapi/utils';
import type { Context } from 'koa';
import { USER } from '../../persistence/models';
import { localUserBy } from '../../persistence/users';
import { looksLikeEmail } from './usernames';

const validateBody = validateYupSchema(
  yup.object({ identifier: yup.string().required(), password: yup.string().required() }),
);

type UserService = {
  validatePassword(password: string, hash: string): Promise<boolean>;
  ensureHashedPasswords(values: { password: string }): Promise<{ password: string }>;
};
type Sessions = {
  generateRefreshToken(userId: string, deviceId: string | undefined, options: object): Promise<{ token: string }>;
  generateAccessToken(refreshToken: string): Promise<{ token: string } | { error: string }>;
};

const WRONG = 'Invalid identifier or password';
const dummyHashes = new WeakMap<object, Promise<string>>();

/** A hash of a random password at the model's cost, compared when the account has none: the same work either way. */
function dummyHash(strapi: Core.Strapi, users: UserService): Promise<string> {
  let hash = dummyHashes.get(strapi);
  if (!hash) {
    hash = users.ensureHashedPasswords({ password: crypto.randomBytes(24).toString('base64') }).then((v) => v.password);
    dummyHashes.set(strapi, hash);
  }
  return hash;
}

/**
 * users-permissions' local sign-in (controllers/auth.js `callback`, 5.54) with two changes (issue 29):
 * - an identifier with `@` is compared with emails only, any other with usernames only: an account named after
 *   another person's address never receives that person's sign-in;
 * - an unknown account costs one bcrypt comparison like a known one (with a dummy hash), so the time of the answer
 *   does not tell which addresses have accounts.
 * Its refusals and its session answer are the plugin's.
 */
export async function localSignIn(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const grant = (await store.get({ key: 'grant' })) as { email?: { enabled?: boolean } } | null;
  if (!grant?.email?.enabled) throw new errors.ApplicationError('This provider is disabled');
  const body = (ctx.request as { body?: { deviceId?: unknown } }).body;
  const { identifier, password } = (await validateBody(body)) as { identifier: string; password: string };
  const where = looksLikeEmail(identifier) ? { email: identifier.toLowerCase() } : { username: identifier };
  const user = await localUserBy(strapi, where);
  const users = strapi.plugin('users-permissions').service('user') as unknown as UserService;
  const hash = user?.password || (await dummyHash(strapi, users));
  const valid = await users.validatePassword(password, hash);
  if (!user?.password || !valid) throw new errors.ValidationError(WRONG);

  const advanced = (await store.get({ key: 'advanced' })) as { email_confirmation?: boolean } | null;
  if (advanced?.email_confirmation && user.confirmed !== true) {
    throw new errors.ApplicationError('Your account email is not confirmed');
  }
  if (user.blocked === true) throw new errors.ApplicationError('Your account has been blocked by an administrator');

  // As the plugin's `refresh` mode (config/plugins.ts): a session row, its access token, and the sanitized user.
  const sessions = strapi.sessionManager('users-permissions') as unknown as Sessions;
  const device = typeof body?.deviceId === 'string' && body.deviceId !== '' ? body.deviceId : undefined;
  const metadata = buildSessionMetadata({ userAgent: ctx.request.headers['user-agent'] });
  const refresh = await sessions.generateRefreshToken(String(user.id), device, { type: 'refresh', metadata });
  const access = await sessions.generateAccessToken(refresh.token);
  if ('error' in access) throw new errors.ApplicationError('Invalid credentials');
  const sanitized = await strapi.contentAPI.sanitize.output(user, strapi.getModel(USER), { auth: ctx.state.auth });
  ctx.body = { jwt: access.token, refreshToken: refresh.token, user: sanitized };
}
