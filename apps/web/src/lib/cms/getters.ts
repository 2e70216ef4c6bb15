import 'server-only';
import { cache } from 'react';
import { recordFailureStatus } from '@/lib/request-context';
import { logCmsError, readCached, type Read } from './client';
import { isCmsError, type CmsError } from './errors';

/**
 * A CMS getter declares once whether the page may do without its data:
 *
 * - required: the page cannot render without it. A failure is logged as an error and thrown;
 *   the page answers the failure's status (503 when the CMS is down, 504 when it is too slow).
 * - optional: the data only decorates the page. A failure is logged as a warning and read as
 *   null; the page's status is left alone.
 *
 * Callers never catch a getter's error themselves: where the same data is required on one page
 * and a decoration on another, lib/cms declares two getters over the same read (and so the same
 * cache entry). Every getter is wrapped in React's `cache`, so a read awaited by the layout, the
 * header, the footer and the metadata of one request is made once.
 *
 * `read` describes the call for the getter's arguments; it may answer null when they cannot name
 * content (a malformed slug): the getter then answers null without calling the CMS. `select`
 * picks what the getter answers from a successful read.
 */
export function requiredGetter<A extends unknown[], R, T>(
  read: (...args: A) => Read<R>,
  select: (answer: R, ...args: A) => T,
): (...args: A) => Promise<T>;
export function requiredGetter<A extends unknown[], R, T>(
  read: (...args: A) => Read<R> | null,
  select: (answer: R, ...args: A) => T,
): (...args: A) => Promise<T | null>;
export function requiredGetter<A extends unknown[], R, T>(
  read: (...args: A) => Read<R> | null,
  select: (answer: R, ...args: A) => T,
): (...args: A) => Promise<T | null> {
  return getter(read, select, (error) => {
    logCmsError(error, 'error');
    recordFailureStatus(error.pageStatus);
    throw error;
  });
}

/** See requiredGetter: a getter whose failure leaves the page as it is, without this data. */
export function optionalGetter<A extends unknown[], R, T>(
  read: (...args: A) => Read<R> | null,
  select: (answer: R, ...args: A) => T,
): (...args: A) => Promise<T | null> {
  return getter(read, select, (error) => {
    logCmsError(error, 'warn');
    return null;
  });
}

function getter<A extends unknown[], R, T>(
  read: (...args: A) => Read<R> | null,
  select: (answer: R, ...args: A) => T,
  onFailure: (error: CmsError) => null,
): (...args: A) => Promise<T | null> {
  return cache(async (...args: A) => {
    const described = read(...args);
    if (!described) return null;
    try {
      return select(await readCached(described), ...args);
    } catch (error) {
      if (!isCmsError(error)) throw error;
      return onFailure(error);
    }
  });
}
