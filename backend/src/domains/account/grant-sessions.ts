import {
  deleteExpiredGrantSessions,
  deleteGrantSession,
  grantSessionRow,
  saveGrantSession,
} from '../../persistence/grant-sessions';

/**
 * Where social sign-in keeps its provider state (users-permissions' OAuth flow: the state, then the provider's
 * tokens) between /api/connect/{provider}, its callback and /api/auth/{provider}/callback: rows of Strapi's core
 * store, not the cookie. The browser's koa.sess holds only a random key (signed by koa.sess.sig), so no provider
 * token ever sits in a cookie, and the state ends when its row does: after GRANT_SESSION_MS, or as soon as the
 * callback has issued a session (`endGrantSession`), so the same cookies never sign anyone in twice (issue 29).
 */
export const GRANT_SESSION_MS = 10 * 60 * 1000;

/** When a state expires, as an ISO time: at most GRANT_SESSION_MS from now. */
const expiry = (maxAgeMs: number) => new Date(Date.now() + Math.min(maxAgeMs, GRANT_SESSION_MS)).toISOString();

const destroy = (key: string) => deleteGrantSession(strapi, key);

/** koa-session's external store (strapi::session's `store`, config/middlewares.ts); `strapi` is Strapi's global. */
export const grantSessionStore = {
  async get(key: string): Promise<unknown> {
    const row = await grantSessionRow(strapi, key);
    if (!row) return undefined;
    if (!row.tag || row.tag < new Date().toISOString()) {
      await destroy(key);
      return undefined;
    }
    return JSON.parse(row.value);
  },

  async set(key: string, session: unknown, maxAgeMs: number): Promise<void> {
    // Abandoned sign-ins leave rows behind: each new one sweeps the expired.
    await deleteExpiredGrantSessions(strapi, new Date().toISOString());
    await saveGrantSession(strapi, key, JSON.stringify(session), expiry(maxAgeMs));
  },

  destroy,
};

/** Ends the request's provider state, if it has one: its row goes, and the browser is told to drop its cookies. */
export function endGrantSession(ctx: object): void {
  const request = ctx as { session?: { grant?: unknown } | null };
  if (request.session?.grant) request.session = null;
}
