import { cmsEnv, type CmsEnv } from '../../env/cms-env';

/** Where and how the CMS hands leads and follow-ups to the school's CRM (README, "Configuration"). */
export interface CrmConfig {
  url: string;
  secret: string;
  /** Attempts before an event is given up and listed as failed. */
  maxAttempts: number;
  /** The first retry's delay; each next one doubles, up to six hours. */
  retryBaseMs: number;
  /** How often the queue is read when nothing kicks it. */
  pollMs: number;
  /** How long a delivery may take before it counts as failed. */
  timeoutMs: number;
}

type CrmEnv = Pick<
  CmsEnv,
  | 'CRM_WEBHOOK_URL'
  | 'CRM_WEBHOOK_SECRET'
  | 'CRM_WEBHOOK_MAX_ATTEMPTS'
  | 'CRM_WEBHOOK_RETRY_BASE_MS'
  | 'CRM_WEBHOOK_POLL_MS'
  | 'CRM_WEBHOOK_TIMEOUT_MS'
>;

/**
 * The CRM webhook's settings, or null when CRM_WEBHOOK_URL is not set (no event is queued then).
 * The schema (src/env/cms-env-schema.ts) has already stopped the start on a URL without a secret
 * of at least 32 characters: an unsigned or guessable webhook would let anyone feed the CRM.
 */
export function crmConfig(env: CrmEnv = cmsEnv()): CrmConfig | null {
  const url = env.CRM_WEBHOOK_URL;
  if (!url || !env.CRM_WEBHOOK_SECRET) return null;
  return {
    url,
    secret: env.CRM_WEBHOOK_SECRET,
    maxAttempts: env.CRM_WEBHOOK_MAX_ATTEMPTS,
    retryBaseMs: env.CRM_WEBHOOK_RETRY_BASE_MS,
    pollMs: env.CRM_WEBHOOK_POLL_MS,
    timeoutMs: env.CRM_WEBHOOK_TIMEOUT_MS,
  };
}
