export function writeTestSignatures(dir: string): void;
