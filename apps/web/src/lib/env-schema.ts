import { readClockOffsetDays } from '@horizon/shared/clock-offset';
import { z } from 'zod';
import { TAG_MANAGER_ID_PATTERN } from './consent/tag-manager';

// The site's configuration, one schema for the pages (src/lib/env.ts) and the front door
// (server/main.ts, which reads it once at start and stops naming every wrong variable). A module
// that runs where the rest may be missing (the page cache handler, loaded by `next build` too)
// reads only its own variables through `envOf`. See README.md, "Configuration".

/** An optional variable: empty means unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = (error: string) => z.url({ protocol: /^https?$/, error });

/** A number as `Number()` reads it (NaN for a malformed one, which the field then replaces); unset when empty. */
const lenientNumber = optional(z.string()).transform((value) => (value === undefined ? undefined : Number(value)));

/** CLOCK_OFFSET_DAYS, read as the CMS reads it. */
const clockOffsetDays = z
  .string()
  .optional()
  .transform((raw, context) => {
    const read = readClockOffsetDays(raw);
    if ('error' in read) context.addIssue({ code: 'custom', message: read.error });
    return 'days' in read ? read.days : 0;
  });

export const envSchema = z.object({
  CMS_URL: httpUrl('must be the http(s) URL of the Strapi server, e.g. http://127.0.0.1:1337'),
  CMS_SERVICE_USERNAME: z.string({ error: 'is required (the CMS service-account username)' }).min(1),
  CMS_SERVICE_PASSWORD: z.string({ error: 'is required (the CMS service-account password)' }).min(1),
  REVALIDATE_SECRET: z
    .string({ error: 'is required (shared with the CMS webhook)' })
    .min(16, 'must be at least 16 characters'),
  // Shared with the CMS, which erases a person's leads from this instance's outbox with it (one secret per power).
  PRIVACY_ERASE_SECRET: z
    .string({ error: "is required (shared with the CMS: erasing a person's leads from the outbox)" })
    .min(16, 'must be at least 16 characters'),
  // Shared with the CMS, which signs the admin's preview links with it. Unset: no preview.
  PREVIEW_SECRET: optional(z.string().min(16, 'must be at least 16 characters (or be left unset)')),
  SITE_URL: httpUrl('must be the public http(s) URL of this site'),
  // The admin's address as editors reach it, when not CMS_URL: the other origin that may frame the site.
  CMS_ADMIN_URL: optional(httpUrl('must be the http(s) URL of the CMS admin (or be left unset)')),
  CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  LEADS_OUTBOX_DIR: z.string().min(1).default('.data/leads'),
  LEADS_RATE_LIMIT: z
    .string()
    .regex(/^\d+\/\d+$/, 'must be "<submissions>/<seconds>", e.g. 20/600')
    .default('20/600')
    .transform((value) => {
      const [max = 20, seconds = 600] = value.split('/').map(Number);
      return { max, windowMs: seconds * 1000 };
    }),
  LEADS_RETRY_MAX_MS: z.coerce.number().int().positive().default(30_000),
  // When set it wins over the container id of the CMS website settings.
  TAG_MANAGER_ID: optional(
    z
      .string()
      .regex(TAG_MANAGER_ID_PATTERN, 'must be a Google Tag Manager container id such as GTM-ABC123 (or be left unset)'),
  ),

  // The front door's.
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOSTNAME: z.string().min(1).default('0.0.0.0'),
  // Reverse proxies in front that append to X-Forwarded-For (0: none, the socket's address is the visitor's).
  TRUSTED_PROXY_HOPS: optional(
    z.coerce
      .number({ error: 'must be the number of reverse proxies in front of the site (0 to 10)' })
      .int('must be the number of reverse proxies in front of the site (0 to 10)')
      .min(0, 'must be the number of reverse proxies in front of the site (0 to 10)')
      .max(10, 'must be the number of reverse proxies in front of the site (0 to 10)'),
  ).transform((value) => value ?? 0),
  // Prometheus metrics (docs/decisions/metrics.md): served on their own address, GET /metrics.
  // Unset: not collected. The address is loopback unless told: the metrics are not for visitors.
  METRICS_PORT: optional(
    z.coerce.number({ error: 'must be a port number (or be left unset)' }).int().min(1).max(65_535),
  ),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // OpenTelemetry traces (docs/decisions/traces.md), sent over OTLP/HTTP to this collector. Unset:
  // no tracer is registered, nothing is recorded or sent.
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(httpUrl('must be the http(s) address of an OTLP collector (or be left unset)')),
  // The tracer's settings (src/lib/tracing/site-tracer.ts), read as the CMS reads them
  // (apps/cms/src/env/cms-env-schema.ts): a malformed ratio records every trace, a malformed or
  // non-positive delay keeps the exporter's own, and neither stops the site.
  OTEL_SERVICE_NAME: optional(z.string()),
  OTEL_TRACES_SAMPLER_ARG: lenientNumber.transform((ratio) =>
    ratio !== undefined && Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1,
  ),
  OTEL_BSP_SCHEDULE_DELAY: lenientNumber.transform((delay) =>
    delay !== undefined && Number.isFinite(delay) && delay > 0 ? delay : undefined,
  ),
  // How long requests under way may take once SIGTERM came.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  COMPRESS_RESPONSES: optional(z.enum(['true', 'false'], { error: 'must be true or false' })).transform(
    (value) => value !== 'false',
  ),
  // The Redis the instances share (page cache, lead rate limit, redirect reload). Unset: one instance.
  REDIS_URL: optional(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL (or be left unset)' }),
  ),
  // The shared caches (Varnish) the site purges by CMS tag, comma-separated. Unset: none.
  VARNISH_PURGE_URLS: optional(z.string())
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(httpUrl('must be http(s) URLs, comma-separated (or be left unset)'))),
  // The build folder served (a copy of the build keeps its own page cache).
  NEXT_DIST_DIR: z.string().min(1).default('.next'),
  // Moves the clock of what the site decides from dates (open intakes, deadlines, upcoming events
  // and lives, guide steps) by whole days: tests and demos, with the CMS's (the same variable, read
  // by the same rule: @horizon/shared/clock-offset). Unset: the machine's clock (src/lib/time/now.ts).
  CLOCK_OFFSET_DAYS: clockOffsetDays,

  // Not the site's settings, but read by it all the same, here as everything else it reads.
  // Next's own: which step runs the code (`phase-production-build` while `next build` runs it).
  NEXT_PHASE: optional(z.string()),
  // Node's and glibc's: the front door only looks whether its memory settings were given
  // (server/main.ts, docs/decisions/process-memory.md).
  NODE_OPTIONS: optional(z.string()),
  MALLOC_ARENA_MAX: optional(z.string()),
});

export type ServerEnv = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** The error for `issues`: every wrong variable on its own line. */
function envError(issues: readonly z.core.$ZodIssue[]): EnvError {
  const lines = issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  return new EnvError(`Invalid site configuration:\n${lines.join('\n')}\nSee README.md, "Configuration".`);
}

/** The whole configuration from `source`; throws an EnvError naming every wrong variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) throw envError(result.error.issues);
  return result.data;
}

// The last reading of each set of names from the process's environment, with the values it was
// read from: asked again (`now()` asks on every call), it is parsed again only if one changed.
const lastRead = new Map<string, { values: string; env: unknown }>();

/** Only the variables `names`, for code that runs where the others may be missing. */
export function envOf<K extends keyof ServerEnv>(
  names: readonly K[],
  source: Record<string, string | undefined> = process.env,
): Pick<ServerEnv, K> {
  const key = names.join(',');
  const values = JSON.stringify(names.map((name) => source[name] ?? null));
  const last = source === process.env ? lastRead.get(key) : undefined;
  // zod types a pick by its mask, not by `K`: the same object, named as the caller asked.
  if (last?.values === values) return last.env as Pick<ServerEnv, K>;
  const mask = Object.fromEntries(names.map((name) => [name, true])) as { [P in K]: true };
  const result = envSchema.pick(mask).safeParse(source);
  if (!result.success) throw envError(result.error.issues);
  if (source === process.env) lastRead.set(key, { values, env: result.data });
  return result.data as unknown as Pick<ServerEnv, K>;
}

/** Whether `next build` runs this code (it loads the page cache handler and the instrumentation too). */
export const duringNextBuild = (): boolean => envOf(['NEXT_PHASE']).NEXT_PHASE === 'phase-production-build';
