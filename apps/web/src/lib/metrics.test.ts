import { describe, expect, it } from 'vitest';
import { cmsOutcome, cmsResource, routeFamily } from './metrics';

describe('the labels of the site’s metrics', () => {
  it('name a page by its route pattern, in either language', () => {
    expect(routeFamily('/')).toBe('/');
    expect(routeFamily('/en')).toBe('/');
    expect(routeFamily('/formations')).toBe('/formations');
    expect(routeFamily('/en/courses')).toBe('/formations');
    expect(routeFamily('/formations/bts-aeronautique')).toBe('/formations/[slug]');
    expect(routeFamily('/en/courses/bts-aeronautics')).toBe('/formations/[slug]');
    expect(routeFamily('/en/schools/altair')).toBe('/ecoles/[slug]');
    expect(routeFamily('/candidature')).toBe('/candidature');
    expect(routeFamily('/en/apply')).toBe('/candidature');
    expect(routeFamily('/cout-des-etudes')).toBe('/cout-des-etudes');
  });

  it('keep the sections the CMS names, the site’s files and anything else to a few values', () => {
    expect(routeFamily('/etudier-dans-votre-pays/senegal')).toBe('/[rubrique]/[slug]');
    expect(routeFamily('/en/study-from-your-country')).toBe('/[rubrique]');
    expect(routeFamily('/_next/static/chunks/abc.js')).toBe('/_next/static');
    expect(routeFamily('/_next/image')).toBe('/_next/image');
    expect(routeFamily('/api/leads/brochure')).toBe('/api');
    expect(routeFamily('/sitemap.xml')).toBe('/sitemap-robots');
    expect(routeFamily('/sitemap/course-fr-1.xml')).toBe('/sitemap-robots');
    expect(routeFamily('/icons/icon-192.png')).toBe('/app-files');
    expect(routeFamily('/a/b/c/d')).toBe('other');
    // A visitor's made-up addresses do not make new values.
    const made = new Set(Array.from({ length: 200 }, (_, i) => routeFamily(`/x${i}/y${i}/z${i}`)));
    expect([...made]).toEqual(['other']);
  });

  it('say what became of a CMS call, and which resource it read', () => {
    expect(cmsOutcome(200)).toBe('ok');
    expect(cmsOutcome(404)).toBe('4xx');
    expect(cmsOutcome(502)).toBe('5xx');
    expect(cmsOutcome(null, 'timeout')).toBe('timeout');
    expect(cmsOutcome(null, 'unreachable')).toBe('unreachable');
    expect(cmsResource('/courses')).toBe('courses');
    expect(cmsResource('/auth/local')).toBe('auth');
  });
});
