// compose.yaml's `secrets` service: on the first `up`, writes the stack's secrets into its volume
// (mounted at /run/horizon); on the next ones, keeps what is there and adds only what a newer
// version needs. Nothing secret is committed, printed or put in an image: the apps read their file
// with Node's --env-file, PostgreSQL and Redis their password file.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '/run/horizon';
const secret = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** The KEY=value lines of a file, or {} when it is missing. */
const readEnv = (file) =>
  existsSync(file)
    ? Object.fromEntries(
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /^[A-Z0-9_]+=/.test(line))
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      )
    : {};

/** A file of one value, written once. */
function once(name, make) {
  const file = join(dir, name);
  if (!existsSync(file)) writeFileSync(file, make(), { mode: 0o644 });
  return readFileSync(file, 'utf8').trim();
}

/** An env file completed with the keys it lacks; returns its values. */
function completeEnv(name, wanted) {
  const file = join(dir, name);
  const have = readEnv(file);
  const missing = Object.entries(wanted).filter(([key]) => !(key in have));
  if (missing.length > 0) {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const separator = text === '' || text.endsWith('\n') ? '' : '\n';
    // Readable by the services' own users (PostgreSQL's and Redis's are not the apps'): the volume
    // is mounted, read-only, into this stack's containers only.
    writeFileSync(file, text + separator + missing.map(([k, v]) => `${k}=${v}\n`).join(''), { mode: 0o644 });
  }
  return { ...Object.fromEntries(missing), ...have };
}

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
