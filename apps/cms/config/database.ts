import path from 'node:path';
import type { Core } from '@strapi/strapi';

/** Run by the pool on each new connection, with the driver's own (better-sqlite3) connection. */
const secureDelete = (connection: unknown, done: (error?: Error, connection?: unknown) => void) => {
  try {
    (connection as { pragma(source: string): unknown }).pragma('secure_delete = ON');
    done(undefined, connection);
  } catch (error) {
    done(error as Error, connection);
  }
};

// SQLite by default; PostgreSQL when DATABASE_URL (or DATABASE_CLIENT=postgres) says so.
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const url = env('DATABASE_URL', '');
  const client = env('DATABASE_CLIENT', url ? 'postgres' : 'sqlite');

  if (client === 'postgres') {
    const parsed = url ? new URL(url) : null;
    const ssl = env.bool('DATABASE_SSL', false)
      ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
      : false;
    return {
      connection: {
        client: 'postgres' as const,
        connection: {
          connectionString: url || undefined,
          host: parsed?.hostname ?? env('DATABASE_HOST', 'localhost'),
          port: parsed?.port ? Number(parsed.port) : env.int('DATABASE_PORT', 5432),
          database: parsed ? parsed.pathname.slice(1) : env('DATABASE_NAME', 'strapi'),
          user: parsed ? decodeURIComponent(parsed.username) : env('DATABASE_USERNAME', 'strapi'),
          password: parsed ? decodeURIComponent(parsed.password) : env('DATABASE_PASSWORD', ''),
          schema: env('DATABASE_SCHEMA', 'public'),
          ssl,
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }

  // Relative file names resolve from the app folder (this file runs from dist/config).
  const filename = path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db'));
  return {
    connection: {
      client: 'sqlite' as const,
      connection: { filename },
      useNullAsDefault: true,
      // Deleted rows are overwritten with zeros on every connection, so that an erased person's
      // data does not stay in the file's free pages (docs/privacy.md).
      pool: { afterCreate: secureDelete },
    },
  };
};

export default config;
