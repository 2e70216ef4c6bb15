import type { CatalogueKey } from '@/lib/errors/catalogue';

export function catalogueKey(status: number): CatalogueKey;
export function staticErrorPage(status: number, locale: 'fr' | 'en'): string;
