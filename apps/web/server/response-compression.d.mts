export function responseCompression(value: string | undefined): boolean;
