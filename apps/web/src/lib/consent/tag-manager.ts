/** A Google Tag Manager container id, e.g. GTM-ABC123 (the only tag manager the site loads). */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

export const isTagManagerId = (value: string): boolean => TAG_MANAGER_ID_PATTERN.test(value);

/** Where the container's script comes from; only ever requested after a yes (see consent-runtime). */
export function tagManagerScriptUrl(id: string): string {
  if (!isTagManagerId(id)) throw new Error(`Not a tag-manager container id: ${id}`);
  return `https://www.googletagmanager.com/gtm.js?id=${id}`;
}

export type TagManagerChoice = { id: string | null; ignored: string | null };

/**
 * The container to load: the site's TAG_MANAGER_ID (already validated at start) wins over the
 * CMS website settings; a CMS value that is not a container id is ignored (and reported in
 * `ignored`, for a log line) rather than breaking the page.
 */
export function resolveTagManagerId(fromEnv: string | undefined, fromCms: string | null | undefined): TagManagerChoice {
  if (fromEnv) return { id: fromEnv, ignored: null };
  const cms = fromCms?.trim();
  if (!cms) return { id: null, ignored: null };
  return isTagManagerId(cms) ? { id: cms, ignored: null } : { id: null, ignored: cms };
}
