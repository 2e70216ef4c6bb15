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

const number = (value: string | undefined, fallback: number, min: number): number => {
  const parsed = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`expected an integer ≥ ${min}, got ${value}`);
  return parsed;
};

/**
 * The CRM webhook's settings from the environment, or null when CRM_WEBHOOK_URL is not set (no
 * event is queued then). A URL without a secret of at least 32 characters stops the start: an
 * unsigned or guessable webhook would let anyone feed the CRM.
 */
export function crmConfig(env: NodeJS.ProcessEnv = process.env): CrmConfig | null {
  const url = env.CRM_WEBHOOK_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error('CRM_WEBHOOK_URL must be an http(s) address');
  const secret = env.CRM_WEBHOOK_SECRET ?? '';
  if (secret.length < 32)
    throw new Error('CRM_WEBHOOK_SECRET must be set, 32 characters at least, with CRM_WEBHOOK_URL');
  return {
    url,
    secret,
    maxAttempts: number(env.CRM_WEBHOOK_MAX_ATTEMPTS, 12, 1),
    retryBaseMs: number(env.CRM_WEBHOOK_RETRY_BASE_MS, 30_000, 100),
    pollMs: number(env.CRM_WEBHOOK_POLL_MS, 5_000, 100),
    timeoutMs: number(env.CRM_WEBHOOK_TIMEOUT_MS, 10_000, 100),
  };
}
