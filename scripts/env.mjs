// Generates the apps' environment files on first start, so that a fresh clone needs no
// manual step. Existing files are never overwritten; missing keys are appended.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';

const secret = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** The KEY=value lines of a text as an object. */
export const parseEnvText = (text) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

/** KEY=value lines of `file` as an object ({} when it is missing). */
export const parseEnvFile = (file) => (existsSync(file) ? parseEnvText(readFileSync(file, 'utf8')) : {});

/**
 * The file's values, completed with the wanted ones it lacks (a file written by an older
 * `npm start` gets the keys added since); `written` lists the keys this call added. `mode`: the
 * file's permissions when this call creates it. Also compose.yaml's secrets service
 * (deploy/compose/generate-secrets.mjs), which has this file mounted beside it.
 */
export function completeEnvFile(file, wanted, { mode } = {}) {
  const have = parseEnvFile(file);
  const missing = Object.entries(wanted).filter(([key]) => !(key in have));
  // A file edited by hand may not end with a new line: the first key added must not join its last line.
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  if (missing.length > 0)
    appendFileSync(file, separator + missing.map(([k, v]) => `${k}=${v}\n`).join(''), mode ? { mode } : {});
  return { values: { ...Object.fromEntries(missing), ...have }, written: missing.map(([key]) => key) };
}

/**
 * Writes apps/cms/.env and apps/web/.env.local where missing; says whether it generated the
 * first admin's password (to show it once). The two share the service account, the revalidation
 * secret, the privacy erasure's secret and the preview secret; the web file takes them from the CMS file.
 */
export function ensureEnvFiles(root, { cmsPort = 1337, webPort = 3000 } = {}) {
  const { values: cms, written } = completeEnvFile(join(root, 'apps/cms/.env'), {
    HOST: '127.0.0.1',
    PORT: String(cmsPort),
    APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    DATABASE_FILENAME: '.tmp/data.db',
    SERVICE_ACCOUNT_USERNAME: 'website',
    SERVICE_ACCOUNT_PASSWORD: secret(),
    REVALIDATE_SECRET: secret(),
    WEB_REVALIDATE_URL: `http://127.0.0.1:${webPort}/api/revalidate`,
    // The CMS erases a person's leads from the site's outbox with this one (one secret per power).
    PRIVACY_ERASE_SECRET: secret(),
    // The admin's "Open preview" button opens the site's preview route, signed with this secret.
    SITE_URL: `http://localhost:${webPort}`,
    PREVIEW_SECRET: secret(),
    ADMIN_EMAIL: 'admin@horizon.example',
    // Random, shown once by `npm start`: a published default would open the admin to anyone.
    // (Strapi wants an upper-case letter, a lower-case one and a digit.)
    ADMIN_PASSWORD: `Hz1-${secret(18)}`,
    STRAPI_TELEMETRY_DISABLED: 'true',
  });
  const { values: web } = completeEnvFile(join(root, 'apps/web/.env.local'), {
    CMS_URL: `http://127.0.0.1:${cms.PORT}`,
    CMS_SERVICE_USERNAME: cms.SERVICE_ACCOUNT_USERNAME,
    CMS_SERVICE_PASSWORD: cms.SERVICE_ACCOUNT_PASSWORD,
    REVALIDATE_SECRET: cms.REVALIDATE_SECRET,
    PRIVACY_ERASE_SECRET: cms.PRIVACY_ERASE_SECRET,
    PREVIEW_SECRET: cms.PREVIEW_SECRET,
    SITE_URL: `http://localhost:${webPort}`,
    // Where editors open the admin (README): the only origin allowed to show the site in its preview frame.
    CMS_ADMIN_URL: `http://localhost:${cms.PORT}`,
  });
  return { cms, web, adminPasswordCreated: written.includes('ADMIN_PASSWORD') };
}
