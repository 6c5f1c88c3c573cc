import path from 'node:path';
import type { Core } from '@strapi/strapi';

// Compiled to dist/config/database.js: the app root is two levels up.
const appRoot = path.resolve(__dirname, '..', '..');

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database<'sqlite' | 'postgres'> => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
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
