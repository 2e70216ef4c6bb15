export const unstable_cache = <T extends (...args: never[]) => unknown>(fn: T): T => fn;
export const revalidateTag = (): void => {};
