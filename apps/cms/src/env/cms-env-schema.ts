import { readClockOffsetDays } from '@horizon/shared/clock-offset';
import { z } from 'zod';

// The CMS's own configuration, one schema for every module of src/ and for config/*.ts where they
// read the same variables (the site's is apps/web/src/lib/env-schema.ts). Strapi's own settings
// that only config/*.ts reads (HOST, PORT, DATABASE_*, SMTP_*, …) stay with Strapi's `env()`
// there. See README.md, "Configuration".

/** Empty means unset, as the code's `||` made it before; tests blank some on purpose (WEB_REVALIDATE_URL=''). */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** CLOCK_OFFSET_DAYS, read as the site reads it. */
const clockOffsetDays = z
  .string()
  .optional()
  .transform((raw, context) => {
    const read = readClockOffsetDays(raw);
    if ('error' in read) context.addIssue({ code: 'custom', message: read.error });
    return 'days' in read ? read.days : 0;
  });

/** An optional variable. */
const optional = <T extends z.ZodType>(schema: T) => unsetIfEmpty(schema.optional());

/** A text with a default. */
const textOr = (fallback: string) => unsetIfEmpty(z.string().default(fallback));

/** One of Strapi's secrets, without which it cannot run. */
const strapiSecret = (what: string) => z.string({ error: `is required (${what})` }).min(1, `is required (${what})`);

/** A CRM setting: an integer of at least `min`. */
const integerFrom = (min: number, fallback: number) =>
  unsetIfEmpty(
    z.coerce
      .number({ error: `must be an integer ≥ ${min}` })
      .int(`must be an integer ≥ ${min}`)
      .min(min, `must be an integer ≥ ${min}`)
      .default(fallback),
  );

/**
 * A number the observability code takes when it makes sense and ignores otherwise, as it did
 * before this schema: metrics and traces may cost themselves, never the CMS's start.
 */
const lenientNumber = optional(z.string()).transform((value) => (value === undefined ? undefined : Number(value)));

const commaList = optional(z.string()).transform((value) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

export const cmsEnvSchema = z
  .object({
    // Node's, which Strapi sets to `development` when unset before it loads anything of ours.
    NODE_ENV: textOr('development'),

    // Strapi's secrets (config/server.ts, config/admin.ts, config/plugins.ts).
    APP_KEYS: strapiSecret("Strapi's session keys, comma-separated").transform((value) => value.split(',')),
    API_TOKEN_SALT: strapiSecret("the API tokens' salt"),
    ADMIN_JWT_SECRET: strapiSecret("the admin's session secret"),
    TRANSFER_TOKEN_SALT: strapiSecret("the transfer tokens' salt"),
    JWT_SECRET: strapiSecret("the users-permissions plugin's token secret"),
    ENCRYPTION_KEY: strapiSecret("the admin's encryption key"),

    // The site's public address: the admin's preview (config/admin.ts, with PREVIEW_SECRET; both
    // unset: no preview) and the seeded website settings (http://localhost:3000 then).
    SITE_URL: optional(z.string()),
    PREVIEW_SECRET: optional(z.string()),
    // Other addresses the site is reached at where applicants may use passkeys, beside SITE_URL's
    // origin (comma-separated origins, e.g. http://localhost:3100 for the browser tests).
    PASSKEY_ORIGINS: commaList,

    // The account the site signs in with, created or updated at every start. Unset: none.
    SERVICE_ACCOUNT_USERNAME: optional(z.string()),
    SERVICE_ACCOUNT_PASSWORD: optional(z.string()),
    // The first admin, created by the seed; a published default password stops a production start.
    ADMIN_EMAIL: optional(z.string()),
    ADMIN_PASSWORD: optional(z.string()),

    // The site's revalidation webhook. Either unset: no webhook, edits wait for the cache to expire.
    WEB_REVALIDATE_URL: optional(z.string()),
    REVALIDATE_SECRET: optional(z.string()),

    // Erasing a person's waiting leads from the sites' outboxes: each instance's erase address
    // (unset: the one beside WEB_REVALIDATE_URL), and the secret they share with the CMS (unset:
    // the sites are not asked, and the privacy log says so).
    WEB_PRIVACY_ERASE_URLS: commaList,
    PRIVACY_ERASE_SECRET: optional(z.string()),
    // The erasure ledger, relative to the CMS's folder (docs/decisions/erasure-ledger.md).
    PRIVACY_LEDGER_FILE: textOr('.privacy/erasures.jsonl'),

    // Who receives the leads that name no school.
    LEADS_NOTIFY_EMAIL: textOr('admissions@horizon.example'),
    // The offer letters' font (features/applications/offer-letter.ts): Debian's fonts-dejavu-core.
    LETTER_FONT_DIR: textOr('/usr/share/fonts/truetype/dejavu'),
    // ClamAV's daemon, which scans every document an applicant sends (features/application-documents):
    // tcp://host:3310 or unix:///run/clamav/clamd.ctl. Unset: documents are kept unscanned, which
    // the log says at each one and the officer's view shows.
    CLAMD_URL: optional(z.string().regex(/^(tcp:\/\/[^/]+|unix:\/\/\/.+)$/, 'must be tcp://host:port or unix:///path')),

    // The CRM webhook (README.md, "CRM webhook"). No URL: no event is queued.
    CRM_WEBHOOK_URL: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z
        .string()
        .regex(/^https?:\/\//, 'must be an http(s) address')
        .optional(),
    ),
    CRM_WEBHOOK_SECRET: optional(z.string()),
    CRM_WEBHOOK_MAX_ATTEMPTS: integerFrom(1, 12),
    CRM_WEBHOOK_RETRY_BASE_MS: integerFrom(100, 30_000),
    CRM_WEBHOOK_POLL_MS: integerFrom(100, 5_000),
    CRM_WEBHOOK_TIMEOUT_MS: integerFrom(100, 10_000),

    // The test run alone sets it to 1: the retention job's clock may then be set by a request.
    ADMISSIONS_TEST_CLOCK: optional(z.string()).transform((value) => value === '1'),
    // Moves the clock of what the CMS decides from dates (the next live) and of the day the demo
    // seed dates its content from, by whole days (tests and demos; the site reads the same
    // variable by the same rule: @horizon/shared/clock-offset). Unset: the machine's clock (src/utils/now.ts).
    CLOCK_OFFSET_DAYS: clockOffsetDays,

    // Prometheus metrics on their own listener (docs/decisions/metrics.md). Unset, or not a port:
    // not collected.
    METRICS_PORT: lenientNumber.transform((port) =>
      port !== undefined && Number.isInteger(port) && port >= 1 && port <= 65_535 ? port : undefined,
    ),
    METRICS_HOST: textOr('127.0.0.1'),

    // Traces (docs/decisions/traces.md), only when sent somewhere; the exporter reads the address
    // itself. A malformed ratio records them all, a malformed delay keeps the exporter's own.
    OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.string()),
    OTEL_SERVICE_NAME: optional(z.string()),
    OTEL_TRACES_SAMPLER_ARG: lenientNumber.transform((ratio) =>
      ratio !== undefined && Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1,
    ),
    OTEL_BSP_SCHEDULE_DELAY: lenientNumber.transform((delay) =>
      delay !== undefined && Number.isFinite(delay) && delay > 0 ? delay : undefined,
    ),
  })
  // An unsigned or guessable webhook would let anyone feed the CRM.
  .refine((env) => !env.CRM_WEBHOOK_URL || (env.CRM_WEBHOOK_SECRET ?? '').length >= 32, {
    path: ['CRM_WEBHOOK_SECRET'],
    message: 'must be set, 32 characters at least, with CRM_WEBHOOK_URL',
    // Even when another variable is wrong, so that one message names them all.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

export type CmsEnv = z.infer<typeof cmsEnvSchema>;

export class CmsEnvError extends Error {
  override name = 'CmsEnvError';
}

/** The whole configuration from `source`; throws a CmsEnvError naming every wrong variable. */
export function parseCmsEnv(source: Record<string, string | undefined>): CmsEnv {
  const result = cmsEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new CmsEnvError(
    `Invalid CMS configuration:\n${lines.join('\n')}\n` +
      'Run "npm start" at the repository root once to generate apps/cms/.env, or set them yourself. ' +
      'See README.md, "Configuration".',
  );
}
