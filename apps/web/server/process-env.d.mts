export function siteProcessEnv(env?: NodeJS.ProcessEnv): { MALLOC_ARENA_MAX: string };
