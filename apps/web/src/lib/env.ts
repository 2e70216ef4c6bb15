import 'server-only';
import { z } from 'zod';
import { TAG_MANAGER_ID_PATTERN } from './consent/tag-manager';

const schema = z.object({
  CMS_URL: z.url({
    protocol: /^https?$/,
    error: 'must be the http(s) URL of the Strapi server, e.g. http://127.0.0.1:1337',
  }),
  CMS_SERVICE_USERNAME: z.string({ error: 'is required (the CMS service-account username)' }).min(1),
  CMS_SERVICE_PASSWORD: z.string({ error: 'is required (the CMS service-account password)' }).min(1),
  REVALIDATE_SECRET: z
    .string({ error: 'is required (shared with the CMS webhook)' })
    .min(16, 'must be at least 16 characters'),
  // Optional; shared with the CMS, which signs the admin's preview links with it. Unset: no preview.
  PREVIEW_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'must be at least 16 characters (or be left unset)').optional(),
  ),
  SITE_URL: z.url({ protocol: /^https?$/, error: 'must be the public http(s) URL of this site' }),
  // Optional; the admin's address as editors reach it, when not CMS_URL (server/response-headers.mjs reads it).
  CMS_ADMIN_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: 'must be the http(s) URL of the CMS admin (or be left unset)' }).optional(),
  ),
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
  // Optional; when set it wins over the container id of the CMS website settings. Empty means unset.
  TAG_MANAGER_ID: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(TAG_MANAGER_ID_PATTERN, 'must be a Google Tag Manager container id such as GTM-ABC123 (or be left unset)')
      .optional(),
  ),
});

export type ServerEnv = z.infer<typeof schema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

let parsed: ServerEnv | undefined;

/** The server's configuration, validated once; throws an EnvError naming every bad variable. */
export function serverEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  if (parsed && source === process.env) return parsed;
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid site configuration:\n${lines.join('\n')}\nSee README.md, "Configuration".`);
  }
  if (source === process.env) parsed = result.data;
  return result.data;
}
