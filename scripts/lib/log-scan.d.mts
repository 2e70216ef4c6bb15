export function linesWithPersonalData(text: string): Array<{ number: number; text: string }>;
export function logsIn(dir: string): Record<string, string>;
export function scanLogs(label: string, logs: Record<string, string>): string[];
export function scanningLogs<T>(
  label: string,
  logsDir: string,
  body: () => Promise<T>,
  report: (findings: string[]) => void,
): Promise<T>;
