/** How long a render may last at most: older notes of a render's start are dropped. */
export const RENDER_MAX_MS: number;
export function changedSince(tags: string[], since: number, now?: number): boolean;

type Entry = { kind: string; [field: string]: unknown };
type SetContext = { fetchCache?: boolean; tags?: string[]; [field: string]: unknown };

export default class PageCacheHandler {
  constructor(ctx: { fs?: unknown; flushToDisk?: boolean; serverDistDir: string; revalidatedTags?: string[] });
  get(key: string, ctx: { kind: string; tags?: string[]; softTags?: string[] }): Promise<{ value: Entry } | null>;
  set(key: string, data: Entry | null, ctx: SetContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
