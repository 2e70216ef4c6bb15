import { LOCALES, type Bilingual } from '../../bilingual';
import { cycle } from '../../lib/cycle';
import { assertUniqueSlugs, slugify } from '../../lib/slug';
import type { CampusKey } from '../campuses';
import type { LevelKey } from '../graduation-levels';
import type { IntakeKey } from '../intakes';
import { schoolByCode } from '../schools';
import { DEGREE_FACTS } from './degree-rules';
import { DEGREE_LEVEL, type CourseFamily, type CourseOffer, type TeachingLanguage } from './family';
import { BUSINESS_FAMILIES } from './families-business';
import { DESIGN_FAMILIES } from './families-design';
import { DIGITAL_FAMILIES } from './families-digital';
import { ENGINEERING_FAMILIES } from './families-engineering';
import { FINANCE_LAW_FAMILIES } from './families-finance-law';
import { HEALTH_FAMILIES } from './families-health';
import { HOSPITALITY_FAMILIES } from './families-hospitality';
import { LOGISTICS_FAMILIES } from './families-logistics';
import { MARKETING_FAMILIES } from './families-marketing';

export const COURSE_FAMILIES: readonly CourseFamily[] = [
  ...BUSINESS_FAMILIES,
  ...MARKETING_FAMILIES,
  ...DIGITAL_FAMILIES,
  ...DESIGN_FAMILIES,
  ...HOSPITALITY_FAMILIES,
  ...HEALTH_FAMILIES,
  ...ENGINEERING_FAMILIES,
  ...FINANCE_LAW_FAMILIES,
  ...LOGISTICS_FAMILIES,
];

/** One course of the catalogue: a family offered at one degree, with where and when it runs. */
export interface CourseSpec {
  id: string;
  index: number;
  family: CourseFamily;
  offer: CourseOffer;
  level: LevelKey;
  language: TeachingLanguage;
  title: Bilingual<string>;
  name: Bilingual<string>;
  slug: Bilingual<string>;
  campuses: CampusKey[];
  intakes: IntakeKey[];
}

function titleOf(family: CourseFamily, offer: CourseOffer): Bilingual<string> {
  const topic = offer.topic ?? family.topic;
  const facts = DEGREE_FACTS[offer.degree];
  return { fr: `${facts.prefix.fr} ${topic.fr}`, en: `${facts.englishTitlePrefix} ${topic.en}` };
}

function nameOf(family: CourseFamily, offer: CourseOffer): Bilingual<string> {
  const short = offer.short ?? offer.topic ?? family.short;
  const prefix = DEGREE_FACTS[offer.degree].prefix;
  return { fr: `${prefix.fr} ${short.fr}`, en: `${prefix.en} ${short.en}` };
}

// Courses run on one to four of their school's campuses; the rotation spreads them evenly.
function campusesOf(family: CourseFamily, index: number): CampusKey[] {
  const available = schoolByCode(family.school).campuses;
  const count = 1 + (index % Math.min(4, available.length));
  return Array.from({ length: count }, (_, i) => cycle(available, index + i));
}

// Every course opens in September; Bachelors and Mastères often add a winter intake.
function intakesOf(level: LevelKey, index: number): IntakeKey[] {
  if (level === 'bac2') return ['september'];
  const intakes: IntakeKey[] = [];
  if (index % 2 === 0) intakes.push('january');
  if (index % 3 === 0) intakes.push('february');
  intakes.push('september');
  return intakes;
}

function checkFamily(family: CourseFamily): void {
  const undergraduate = family.offers.some((offer) => DEGREE_LEVEL[offer.degree] !== 'bac5');
  const graduate = family.offers.some((offer) => DEGREE_LEVEL[offer.degree] === 'bac5');
  if (undergraduate && family.modules?.length !== 8) throw new Error(`Course family ${family.key} needs 8 modules.`);
  if (graduate && !family.expertModules && family.modules?.length !== 8)
    throw new Error(`Course family ${family.key} needs expert modules.`);
  if (family.careers.length < 4) throw new Error(`Course family ${family.key} needs at least 4 careers.`);
}

function buildCatalogue(): CourseSpec[] {
  const specs: CourseSpec[] = [];
  for (const family of COURSE_FAMILIES) {
    checkFamily(family);
    for (const offer of family.offers) {
      const index = specs.length;
      const level = DEGREE_LEVEL[offer.degree];
      const title = titleOf(family, offer);
      specs.push({
        id: `${family.key}:${offer.degree}`,
        index,
        family,
        offer,
        level,
        language: offer.language ?? 'fr',
        title,
        name: nameOf(family, offer),
        slug: { fr: slugify(title.fr), en: slugify(title.en) },
        campuses: campusesOf(family, index),
        intakes: intakesOf(level, index),
      });
    }
  }
  for (const locale of LOCALES)
    assertUniqueSlugs(
      `course (${locale})`,
      specs.map((spec) => spec.slug[locale]),
    );
  return specs;
}

export const COURSE_CATALOGUE: readonly CourseSpec[] = buildCatalogue();
