export const PODMAN: string;
export function podman(args: string[], options?: { prefix?: string; quiet?: boolean }): Promise<string>;
export function podmanOutput(args: string[], options?: { timeoutMs?: number }): Promise<string>;
export function imageExists(name: string): Promise<boolean>;
export function checkPodman(): void;
