export function purgeUrls(value?: string): string[];
export function purgeSharedCaches(tags: string | readonly string[], urls?: readonly string[]): Promise<void>;
