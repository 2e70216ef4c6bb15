type Base = { official: string; standIn: string };
export const BASES: Record<'debian' | 'node' | 'postgres' | 'redis' | 'prometheus', Base>;
export const IMAGES: Record<
  'web' | 'cms' | 'varnish' | 'clamav',
  { context: string; dockerfile?: string; bases: Record<string, string> }
>;
export function imageVersion(): { version: string; revision: string };
export function imageName(name: string, tag?: string): string;
export function buildStandIns(): Promise<void>;
export function buildImages(names?: string[], options?: { standIns?: boolean }): Promise<Record<string, number>>;
