export function siteProcessEnv(): { MALLOC_ARENA_MAX: string };
