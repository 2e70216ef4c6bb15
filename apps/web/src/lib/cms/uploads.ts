import 'server-only';
import { serverEnv } from '@/lib/env';

/**
 * A media file of the CMS (`/uploads/…`), as the CMS answers it (streamed, never buffered);
 * null when the CMS cannot be reached in time. Media are public: no token is sent.
 */
export async function fetchUpload(segments: readonly string[]): Promise<Response | null> {
  const env = serverEnv();
  try {
    return await fetch(`${env.CMS_URL}/uploads/${segments.join('/')}`, {
      signal: AbortSignal.timeout(env.CMS_TIMEOUT_MS),
    });
  } catch {
    return null;
  }
}
