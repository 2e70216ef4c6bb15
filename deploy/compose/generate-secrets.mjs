// compose.yaml's `secrets` service: on the first `up`, writes the stack's secrets into its volume
// (mounted at /run/horizon); on the next ones, keeps what is there and adds only what a newer
// version needs. Nothing secret is committed, printed or put in an image: the apps read their file
// with Node's --env-file, PostgreSQL and Redis their password file.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// scripts/env.mjs, mounted beside this file by compose.yaml: the env files are completed as
// `npm start` completes its own.
import { completeEnvFile } from './env.mjs';

const dir = process.argv[2] ?? '/run/horizon';
const secret = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** A file of one value, written once. */
function once(name, make) {
  const file = join(dir, name);
  if (!existsSync(file)) writeFileSync(file, make(), { mode: 0o644 });
  return readFileSync(file, 'utf8').trim();
}

// Readable by the services' own users (PostgreSQL's and Redis's are not the apps'): the volume is
// mounted, read-only, into this stack's containers only.
const completeEnv = (name, wanted) => completeEnvFile(join(dir, name), wanted, { mode: 0o644 }).values;

const postgresPassword = once('postgres-password', () => secret());
const redisPassword = once('redis-password', () => secret());
const cms = completeEnv('cms.env', {
  APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  DATABASE_PASSWORD: postgresPassword,
  SERVICE_ACCOUNT_USERNAME: 'website',
  SERVICE_ACCOUNT_PASSWORD: secret(),
  REVALIDATE_SECRET: secret(),
  PRIVACY_ERASE_SECRET: secret(),
  PREVIEW_SECRET: secret(),
  // Strapi wants an upper-case letter, a lower-case one and a digit.
  ADMIN_PASSWORD: `Hz1-${secret(18)}`,
});
completeEnv('web.env', {
  CMS_SERVICE_USERNAME: cms.SERVICE_ACCOUNT_USERNAME,
  CMS_SERVICE_PASSWORD: cms.SERVICE_ACCOUNT_PASSWORD,
  REVALIDATE_SECRET: cms.REVALIDATE_SECRET,
  PRIVACY_ERASE_SECRET: cms.PRIVACY_ERASE_SECRET,
  PREVIEW_SECRET: cms.PREVIEW_SECRET,
  REDIS_URL: `redis://:${redisPassword}@redis:6379`,
});
console.log(`secrets ready in ${dir} (the admin's password: grep ADMIN_PASSWORD ${dir}/cms.env in the cms container)`);
