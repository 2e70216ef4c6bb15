export const ALLOWED: ReadonlyArray<{ text: string; why: string }>;
export function personalData(): RegExp;
export function personalDataIn(line: string): string[];
export function withoutPersonalData(line: string): string;
