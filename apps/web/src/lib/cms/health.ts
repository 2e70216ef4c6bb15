import 'server-only';
import { serverEnv } from '@/lib/env';

const PROBE_TIMEOUT_MS = 2000;
/** Load balancers ask often; each instance asks the CMS at most this often. */
const KEEP_MS = 5000;

let last: { at: number; answer: Promise<boolean> } | null = null;

/** Whether the CMS answers its health check (Strapi's `/_health`, no account needed) now. */
export function cmsAnswers(now = Date.now()): Promise<boolean> {
  if (last && now - last.at < KEEP_MS) return last.answer;
  const url = `${serverEnv().CMS_URL.replace(/\/+$/, '')}/_health`;
  const answer = fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );
  last = { at: now, answer };
  return answer;
}
