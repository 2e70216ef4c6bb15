export function backendVcl(port: number | string, host?: string): string;
export const UNAVAILABLE_PAGES: string;
export function unavailableVcl(folder: string): string;
export function startVarnish(options: {
  backendPort: number | string;
  port?: number | string;
  logFile?: string;
}): Promise<{
  url: string;
  workDir: string;
  stop(): Promise<void>;
}>;
