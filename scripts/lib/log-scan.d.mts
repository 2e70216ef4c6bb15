export function linesWithEmailAddresses(text: string): Array<{ number: number; text: string }>;
export function scanLogs(label: string, logs: Record<string, string>): string[];
