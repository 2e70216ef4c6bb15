export const SURROGATE_KEYS_HEADER: 'xkey';
export function withSurrogateKeys<T>(data: T): T;
