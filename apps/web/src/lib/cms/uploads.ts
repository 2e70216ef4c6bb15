import 'server-only';
import { serverEnv } from '@/lib/env';

/**
 * A media file of the CMS (`/uploads/…`), as the CMS answers it (streamed, never buffered);
 * null when the CMS does not start answering in time. Media are public: no token is sent.
 * The time-out covers the wait for the answer's head only: a large video sent to a slow
 * phone may take minutes, and must not be cut off.
 */
export async function fetchUpload(segments: readonly string[], headers: Headers): Promise<Response | null> {
  const env = serverEnv();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), env.CMS_TIMEOUT_MS);
  try {
    return await fetch(`${env.CMS_URL}/uploads/${segments.join('/')}`, { headers, signal: abort.signal });
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
