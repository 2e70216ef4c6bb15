export const PODMAN_COMPOSE: string;
export function composeVariables(options: {
  standIns: boolean;
  sitePort: number;
  adminPort: number;
  prometheusPort: number;
  clamavSignatures?: string;
}): Record<string, string>;
export function compose(project: string, variables: Record<string, string>, args: string[]): Promise<string>;
export function containerOf(project: string, service: string): Promise<string>;
export function containerState(name: string): Promise<{ status: string; exitCode: number | null }>;
export function waitForOneShot(project: string, service: string, options?: { timeoutMs?: number }): Promise<void>;
export function logsOf(name: string, lines?: number): Promise<string>;
export function stackSecrets(project: string): Promise<Record<string, string>>;
export function composeDown(
  project: string,
  variables: Record<string, string>,
  options?: { volumes?: boolean },
): Promise<void>;
