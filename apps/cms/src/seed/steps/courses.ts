import type { CourseBlock, Seo } from '../components';
import { requireId, upsertLocalized } from '../lib/documents';
import { seo } from '../lib/seo';
import { imageOf, type SeedContext } from '../types';
import { perLocale } from '../bilingual';
import { UID } from '../uids';
import type { CampusKey } from '../content/campuses';
import { COURSE_CATALOGUE } from '../content/courses/catalogue';
import { courseBlocks, courseSummary } from '../content/courses/course-page';
import { tuitionOf } from '../content/study-costs';
import type { SchoolCode } from '../content/schools';
import type { ReferenceIds } from './reference-data';

interface CourseFields {
  title: string;
  name: string;
  slug: string;
  summary: string;
  image: number;
  imageAlt: string;
  school: string;
  programCategory: string;
  graduationLevel: string;
  entryYears: string[];
  campuses: string[];
  tuition: ReturnType<typeof tuitionOf>;
  blocks: CourseBlock[];
  seo: Seo;
}

export interface CourseDependencies {
  reference: ReferenceIds;
  campuses: ReadonlyMap<CampusKey, string>;
  schools: ReadonlyMap<SchoolCode, string>;
}

export async function seedCourses(ctx: SeedContext, deps: CourseDependencies): Promise<number> {
  for (const spec of COURSE_CATALOGUE) {
    const imageKey = `category:${spec.family.category}`;
    await upsertLocalized(ctx, {
      uid: UID.course,
      key: 'slug',
      data: perLocale<CourseFields>((locale) => {
        const summary = courseSummary(spec, locale);
        const image = imageOf(ctx, imageKey, locale);
        return {
          title: spec.title[locale],
          name: spec.name[locale],
          slug: spec.slug[locale],
          summary,
          image: image.id,
          imageAlt: image.alt,
          school: requireId(deps.schools, spec.family.school, 'school'),
          programCategory: requireId(deps.reference.categories, spec.family.category, 'programme category'),
          graduationLevel: requireId(deps.reference.levels, spec.level, 'graduation level'),
          entryYears: spec.intakes.map((key) => requireId(deps.reference.intakes, key, 'intake')),
          campuses: spec.campuses.map((key) => requireId(deps.campuses, key, 'campus')),
          tuition: tuitionOf(spec, ctx.calendar.figuresYear),
          blocks: courseBlocks(spec, locale),
          seo: seo(locale, spec.title[locale], summary, { shareImage: image }),
        };
      }),
    });
  }
  return COURSE_CATALOGUE.length;
}
