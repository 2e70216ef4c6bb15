import 'server-only';
import type { Website } from '@/lib/cms/schemas/website';
import { serverEnv } from '@/lib/env';
import { resolveTagManagerId } from './tag-manager';
import { log } from '@/lib/log';

const reported = new Set<string>();

/**
 * The site's tag-manager container id (env TAG_MANAGER_ID, else the CMS website settings), or
 * null when there is none: then nothing non-essential exists and no consent is asked.
 */
export function siteTagManagerId(website: Pick<Website, 'tagManagerId'>): string | null {
  const { id, ignored } = resolveTagManagerId(serverEnv().TAG_MANAGER_ID, website.tagManagerId);
  if (ignored !== null && !reported.has(ignored)) {
    reported.add(ignored);
    log('warn', 'tag manager id from the CMS ignored', { value: ignored, expected: 'GTM-[A-Z0-9]+' });
  }
  return id;
}
