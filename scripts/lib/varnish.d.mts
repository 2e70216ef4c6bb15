export function backendVcl(port: number | string, host?: string): string;
export function startVarnish(options: { backendPort: number | string; port?: number }): Promise<{
  url: string;
  stop(): void;
}>;
