import 'server-only';
import { draftMode } from 'next/headers';

/**
 * Whether this request is an editor's preview (Next's draft mode, switched on by the signed
 * preview route): reads then ask the CMS for drafts and skip the cache. False outside a request
 * (the build, background work), where draftMode() cannot be read.
 */
export async function previewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
