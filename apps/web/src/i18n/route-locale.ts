import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './locales';

/** The locale of a route's params; anything else is a 404 (the layout already checks, pages narrow the type). */
export function routeLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}
