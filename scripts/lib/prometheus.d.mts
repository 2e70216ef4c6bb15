type Service = { url: string; recentOutput(): string; stop(): Promise<void> };
export const ALERT_RULES: string;
export function scaledRules(text: string, factor: number): string;
export function prometheusConfig(options: {
  jobs: Record<string, string[]>;
  rulesFile: string;
  interval?: string;
}): string;
export function startVarnishExporter(options: {
  varnishWorkDir: string;
  port?: number;
  logFile?: string;
}): Promise<Service & { address: string }>;
export function startPrometheus(options: {
  jobs: Record<string, string[]>;
  port?: number;
  interval?: string;
  timeFactor?: number;
  logFile?: string;
}): Promise<Service>;
