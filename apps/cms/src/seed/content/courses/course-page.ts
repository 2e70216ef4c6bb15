import { t, type Bilingual, type Locale } from '../../bilingual';
import {
  items,
  type AfterBachelorBlock,
  type CourseBlock,
  type KeyDatasBlock,
  type SkillUnitBlock,
} from '../../components';
import { listOf, yearlyFee } from '../../lib/format';
import { campusByKey } from '../campuses';
import { schoolByCode } from '../schools';
import { admissionChecklist, twoRoutes } from './admission-and-routes';
import { COURSE_CATALOGUE, type CourseSpec } from './catalogue';
import { buildCurriculum } from './curriculum';
import { DEGREE_FACTS, LANGUAGE_TEXT, rhythmFor, yearlyFees } from './degree-rules';
import type { SkillBlocSeed } from './family';

function cities(spec: CourseSpec): string[] {
  return spec.campuses.map((key) => campusByKey(key).city);
}

export function courseSummary(spec: CourseSpec, locale: Locale): string {
  const where = listOf(cities(spec), locale);
  const pitch = spec.family.pitch[locale];
  const degree = spec.offer.degree;
  if (locale === 'fr') {
    if (degree === 'bts')
      return `${pitch} En deux ans, ce BTS proposé à ${where} prépare au diplôme d’État et ouvre l’accès à un Bachelor du réseau.`;
    if (degree === 'bachelor')
      return `${pitch} Ce Bachelor en trois ans, proposé à ${where}, alterne cours, projets et stages, avec une dernière année possible en alternance.`;
    const taught =
      spec.language === 'en'
        ? ', entièrement enseigné en anglais'
        : spec.language === 'bilingual'
          ? ', enseigné en français et en anglais'
          : '';
    return `${pitch} Ce programme Bac+5 en deux ans${taught}, proposé à ${where}, mène à un titre RNCP de niveau 7 et peut se suivre en alternance.`;
  }
  if (degree === 'bts')
    return `${pitch} Over two years in ${where}, this BTS prepares you for the State diploma and leads on to a Bachelor in the network.`;
  if (degree === 'bachelor')
    return `${pitch} This three-year Bachelor, offered in ${where}, combines classes, projects and internships, with a final year that can be taken as work-study.`;
  const taught =
    spec.language === 'en'
      ? ', taught entirely in English'
      : spec.language === 'bilingual'
        ? ', taught in French and English'
        : '';
  return `${pitch} This two-year Bac+5 programme${taught}, offered in ${where}, leads to a level 7 RNCP certification and can be taken as work-study.`;
}

function keyDatas(spec: CourseSpec, locale: Locale): KeyDatasBlock {
  const facts = DEGREE_FACTS[spec.offer.degree];
  const fees = yearlyFees(spec.offer.degree, spec.family.category, spec.family.school);
  return {
    __component: 'blocks.key-datas',
    level: facts.levelText[locale],
    ects: facts.ects,
    rncpLevel: facts.rncpLevel,
    recognition: facts.recognition[locale],
    duration: facts.duration[locale],
    rhythm: rhythmFor(spec.offer.degree, spec.family.category)[locale],
    language: LANGUAGE_TEXT[spec.language][locale],
    tuitionFeesEu: yearlyFee(fees.eu, locale),
    tuitionFeesInternational: yearlyFee(fees.international, locale),
  };
}

const MANAGEMENT_BLOC: SkillBlocSeed = {
  title: t('Manager des équipes et des projets', 'Lead teams and projects'),
  skills: [
    t('Fixer des objectifs et accompagner les collaborateurs', 'Set objectives and coach team members'),
    t('Conduire un projet transverse', 'Run a cross-functional project'),
    t('Piloter un budget et des indicateurs', 'Manage a budget and KPIs'),
  ],
};

const SKILL_INTRO: Record<CourseSpec['level'], Bilingual<string>> = {
  bac2: t(
    'Le BTS est un diplôme national : ses épreuves valident les compétences suivantes.',
    'The BTS is a national diploma: its exams assess the following skills.',
  ),
  bac3: t(
    'Le titre RNCP de niveau 6 se compose de blocs de compétences validables séparément, y compris par la validation des acquis de l’expérience.',
    'The level 6 RNCP certification is made up of skill blocks that can be validated separately, including through recognition of prior experience.',
  ),
  bac5: t(
    'Le titre RNCP de niveau 7 se compose de blocs de compétences validables séparément, y compris par la validation des acquis de l’expérience.',
    'The level 7 RNCP certification is made up of skill blocks that can be validated separately, including through recognition of prior experience.',
  ),
};

function skillUnit(spec: CourseSpec, locale: Locale): SkillUnitBlock {
  const blocs: SkillBlocSeed[] =
    spec.level === 'bac2'
      ? spec.family.skillBlocs.slice(0, 3)
      : spec.level === 'bac3'
        ? [...spec.family.skillBlocs]
        : [...spec.family.skillBlocs, MANAGEMENT_BLOC];
  return {
    __component: 'blocks.skill-unit',
    title: locale === 'fr' ? 'Blocs de compétences' : 'Skill blocks',
    intro: SKILL_INTRO[spec.level][locale],
    blocs: blocs.map((bloc) => ({
      title: bloc.title[locale],
      skills: items(bloc.skills.map((skill) => skill[locale])),
    })),
  };
}

/** Next-level courses of the same field, those of the same school first. */
function furtherStudies(spec: CourseSpec, locale: Locale): string[] {
  const nextLevel = spec.level === 'bac2' ? 'bac3' : 'bac5';
  const candidates = COURSE_CATALOGUE.filter(
    (other) => other.id !== spec.id && other.level === nextLevel && other.family.category === spec.family.category,
  ).sort((a, b) => Number(b.family.school === spec.family.school) - Number(a.family.school === spec.family.school));
  const courses = candidates
    .slice(0, 3)
    .map((other) => `${other.title[locale]} (${schoolByCode(other.family.school).name[locale]})`);
  if (spec.level === 'bac5') {
    courses.push(
      locale === 'fr'
        ? 'Doctorat dans une université partenaire, pour les profils orientés recherche'
        : 'Doctorate at a partner university, for research-minded graduates',
    );
  }
  if (spec.level === 'bac2') {
    courses.push(
      locale === 'fr'
        ? 'Admission directe en 2e année de Bachelor dans le réseau'
        : 'Direct entry into year 2 of a Bachelor in the network',
    );
  }
  return courses;
}

function careersFor(spec: CourseSpec): Bilingual<string>[] {
  const careers = spec.family.careers;
  if (spec.level === 'bac2') return careers.slice(0, 4);
  if (spec.level === 'bac3') return careers.slice(0, 5);
  const hasUndergraduate = spec.family.offers.some((offer) => offer.degree === 'bts' || offer.degree === 'bachelor');
  return hasUndergraduate ? careers.slice(2) : careers;
}

/** The first job the course leads to, which the work-study route names. */
function entryJob(spec: CourseSpec): Bilingual<string> {
  const [first] = careersFor(spec);
  if (!first) throw new Error(`Course ${spec.id} leads to no career.`);
  return first;
}

function afterProgramme(spec: CourseSpec, locale: Locale): AfterBachelorBlock {
  const titles: Record<CourseSpec['level'], Bilingual<string>> = {
    bac2: t('Et après le BTS ?', 'After the BTS'),
    bac3: t('Et après le Bachelor ?', 'After the Bachelor'),
    bac5: t('Et après le diplôme ?', 'After graduation'),
  };
  return {
    __component: 'blocks.after-bachelor',
    title: titles[spec.level][locale],
    furtherStudies: items(furtherStudies(spec, locale)),
    careers: items(careersFor(spec).map((career) => career[locale])),
  };
}

/** The dynamic zone of a course page, in the order the site lays it out. */
export function courseBlocks(spec: CourseSpec, locale: Locale): CourseBlock[] {
  return [
    {
      __component: 'blocks.course-panel',
      title: locale === 'fr' ? 'Les points forts' : 'Programme highlights',
      highlights: items((spec.offer.highlights ?? spec.family.highlights).map((highlight) => highlight[locale])),
      showBrochure: true,
      showApply: true,
    },
    keyDatas(spec, locale),
    skillUnit(spec, locale),
    {
      __component: 'blocks.teaching-unit',
      title: locale === 'fr' ? 'Programme semestre par semestre' : 'Semester-by-semester curriculum',
      modules: buildCurriculum(spec, locale),
    },
    afterProgramme(spec, locale),
    twoRoutes(spec, locale, entryJob(spec)),
    admissionChecklist(spec, locale),
  ];
}
