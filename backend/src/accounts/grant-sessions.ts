/**
 * Where social sign-in keeps its provider state (users-permissions' OAuth flow: the state, then the provider's
 * tokens) between /api/connect/{provider}, its callback and /api/auth/{provider}/callback: rows of Strapi's core
 * store, not the cookie. The browser's koa.sess holds only a random key (signed by koa.sess.sig), so no provider
 * token ever sits in a cookie, and the state ends when its row does: after GRANT_SESSION_MS, or as soon as the
 * callback has issued a session (`endGrantSession`), so the same cookies never sign anyone in twice (issue 29).
 */
export const GRANT_SESSION_MS = 10 * 60 * 1000;

const CORE_STORE = 'strapi::core-store';
const TYPE = 'grant-session';
const rowKey = (key: string) => `grant_session_${key}`;

type Row = { id: number; value: string; tag: string | null };
const rows = () => strapi.db.query(CORE_STORE);

/** Expiry as an ISO time in the row's `tag`: ISO times sort as text, so old rows go in one query. */
const expiry = (maxAgeMs: number) => new Date(Date.now() + Math.min(maxAgeMs, GRANT_SESSION_MS)).toISOString();

const destroy = async (key: string): Promise<void> => {
  await rows().deleteMany({ where: { key: rowKey(key), type: TYPE } });
};

/** koa-session's external store (strapi::session's `store`, config/middlewares.ts); `strapi` is Strapi's global. */
export const grantSessionStore = {
  async get(key: string): Promise<unknown> {
    const row = (await rows().findOne({ where: { key: rowKey(key), type: TYPE } })) as Row | null;
    if (!row) return undefined;
    if (!row.tag || row.tag < new Date().toISOString()) {
      await destroy(key);
      return undefined;
    }
    return JSON.parse(row.value);
  },

  async set(key: string, session: unknown, maxAgeMs: number): Promise<void> {
    // Abandoned sign-ins leave rows behind: each new one sweeps the expired.
    await rows().deleteMany({ where: { type: TYPE, tag: { $lt: new Date().toISOString() } } });
    const data = { value: JSON.stringify(session), tag: expiry(maxAgeMs) };
    const updated = (await rows().updateMany({ where: { key: rowKey(key), type: TYPE }, data })) as { count: number };
    if (updated.count === 0) await rows().create({ data: { ...data, key: rowKey(key), type: TYPE } });
  },

  destroy,
};

/** Ends the request's provider state, if it has one: its row goes, and the browser is told to drop its cookies. */
export function endGrantSession(ctx: object): void {
  const request = ctx as { session?: { grant?: unknown } | null };
  if (request.session?.grant) request.session = null;
}
