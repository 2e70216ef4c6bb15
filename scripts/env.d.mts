export function ensureEnvFiles(
  root: string,
  ports?: { cmsPort?: number; webPort?: number },
): { cms: Record<string, string>; web: Record<string, string>; adminPasswordCreated: boolean };
export function parseEnvFile(file: string): Record<string, string>;
export function parseEnvText(text: string): Record<string, string>;
export function completeEnvFile(
  file: string,
  wanted: Record<string, string>,
  options?: { mode?: number },
): { values: Record<string, string>; written: string[] };
