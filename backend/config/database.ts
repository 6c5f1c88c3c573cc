import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { appEnv } from '../src/env/app-env';

// Compiled to dist/config/database.js: the app root is two levels up.
const appRoot = path.resolve(__dirname, '..', '..');

/** Passwords an installation gets by default (docker-compose.yml's, PostgreSQL's images' and guides'). */
const DEFAULT_PASSWORDS = new Set(['', 'shop', 'postgres', 'strapi', 'password', 'change-me', 'changeme']);

/** With APP_ENV=production, a PostgreSQL password anyone could guess stops start-up (issue 32). */
function refuseDefaultPassword(password: string, url: string): void {
  if (appEnv() !== 'production') return;
  const fromUrl = url && URL.canParse(url) ? decodeURIComponent(new URL(url).password) : null;
  const [name, value] = fromUrl === null ? ['DATABASE_PASSWORD', password] : ['DATABASE_URL', fromUrl];
  if (DEFAULT_PASSWORDS.has(value.toLowerCase()))
    throw new Error(`${name} has an empty or default PostgreSQL password: with APP_ENV=production set a strong one`);
}

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database<'sqlite' | 'postgres'> => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    refuseDefaultPassword(env('DATABASE_PASSWORD', ''), env('DATABASE_URL', ''));
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'postgres'),
          password: env('DATABASE_PASSWORD', ''),
          schema: env('DATABASE_SCHEMA', 'public'),
          ssl: env.bool('DATABASE_SSL', false) && {
            rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
          },
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT "${client}" (use sqlite or postgres)`);
  }
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(appRoot, env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
    },
  };
};
