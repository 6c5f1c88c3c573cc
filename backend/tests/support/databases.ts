import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/** Direct access to the database of a Strapi process under test (placeholders: `?`; writes end in RETURNING). */
export interface TestDatabase {
  name: 'SQLite' | 'PostgreSQL';
  env: Record<string, string>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  cleanup(): Promise<void>;
}

/** better-sqlite3 is a backend dependency (no bundled types). */
type Sqlite = { prepare(sql: string): { all(...params: unknown[]): unknown[] }; close(): void };
/** Read-only, except for a test that sets up a state the API cannot reach (an `UPDATE … RETURNING`). */
const openSqlite = (file: string, sql: string): Sqlite =>
  new (require('better-sqlite3'))(file, { readonly: !/^\s*(UPDATE|INSERT|DELETE)\b/i.test(sql) });

/** A fresh SQLite file in a temporary directory. */
export function sqliteDatabase(): TestDatabase {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-db-'));
  const file = path.join(directory, 'data.db');
  return {
    name: 'SQLite',
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file },
    async query<T>(sql: string, params: unknown[] = []) {
      const db = openSqlite(file, sql);
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    async cleanup() {
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A throw-away schema of the PostgreSQL database at `url`; table names in queries are qualified with it. */
function postgresDatabase(url: string): TestDatabase {
  const schema = `backend_test_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new Client({ connectionString: url });
  const connected = client.connect().then(() => client.query(`CREATE SCHEMA "${schema}"`));
  return {
    name: 'PostgreSQL',
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url, DATABASE_SCHEMA: schema },
    async query<T>(sql: string, params: unknown[] = []) {
      await connected;
      let index = 0;
      const text = sql
        .replace(/\?/g, () => `$${++index}`)
        .replace(
          /\b(up_users|special_offers\w*|diagrams|payments\w*|orders|admin_\w+|subscriptions\w*|credit_(?:entries|units)\w*|entitlements\w*|renewal\w*|plans\w*|components_\w+|free_sample_requests|newsletter_subscribers|contact_messages)\b/g,
          `"${schema}".$1`,
        );
      return (await client.query(text, params)).rows as T[];
    },
    async cleanup() {
      await connected.catch(() => undefined);
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
      await client.end();
    },
  };
}

/** SQLite always; PostgreSQL too when DATABASE_TEST_URL is set (e.g. postgres://postgres@127.0.0.1:5432/shop_test). */
export function testDatabases(): { name: string; open: () => TestDatabase }[] {
  const url = process.env.DATABASE_TEST_URL;
  return [
    { name: 'SQLite', open: sqliteDatabase },
    ...(url ? [{ name: 'PostgreSQL', open: () => postgresDatabase(url) }] : []),
  ];
}
