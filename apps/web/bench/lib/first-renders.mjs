// First renders of course pages: on a freshly started site, each page (course × language) is asked
// once as a phone and once as a desktop, one request at a time, so that every request is a render
// of a page not yet in the page cache and nothing queues behind it. The two device classes share
// the CMS read of the course (cached per CMS URL), so one of the two renders waits for the CMS and
// the other does not: which one goes first alternates from course to course.
import { fetchPage, DESKTOP, PHONE } from './visitors.mjs';

/** The time of each render, in ms (request sent → last byte of the HTML received). */
export async function timeFirstRenders(origin, paths) {
  const durations = [];
  for (const [index, path] of paths.entries())
    for (const userAgent of index % 2 ? [DESKTOP, PHONE] : [PHONE, DESKTOP]) {
      const start = performance.now();
      await fetchPage(origin, path, userAgent);
      durations.push(performance.now() - start);
    }
  return durations;
}
