import { t, type Bilingual, type Locale } from '../../bilingual';
import { items, type ChecklistBlock, type TwoRoutesBlock } from '../../components';
import { deFr, withArticle } from '../../lib/format';
import { GRADUATION_LEVELS } from '../graduation-levels';
import type { CourseSpec } from './catalogue';

const PREREQUISITE: Record<CourseSpec['level'], Bilingual<string>> = {
  bac2: t(
    'Baccalauréat ou diplôme étranger de fin d’études secondaires équivalent',
    'French baccalauréat or an equivalent foreign secondary school diploma',
  ),
  bac3: t(
    'Baccalauréat ou équivalent pour la 1re année ; Bac+1 ou Bac+2 validé pour une entrée en 2e ou 3e année',
    'Baccalauréat or equivalent for year 1; one or two years of higher education for direct entry into year 2 or 3',
  ),
  bac5: t(
    'Diplôme Bac+3 (180 ECTS) ou Bachelor’s degree dans un domaine proche ; Bac+4 pour une entrée en 2e année',
    'Bac+3 degree (180 ECTS) or a Bachelor’s degree in a related field; Bac+4 for direct entry into year 2',
  ),
};

/**
 * The language line quotes the course's level (its `languageLevel`, which the country guides quote
 * too): one source for the fact, whatever page a student reads it on.
 */
function languageRequirement(level: CourseSpec['level']): Bilingual<string> {
  const { languageLevel } = GRADUATION_LEVELS.find((candidate) => candidate.key === level)!;
  return t(`Niveau de langue : ${languageLevel.fr}`, `Language level: ${languageLevel.en}`);
}

const CAMPUS_FRANCE = t(
  'Procédure « Études en France » sur Campus France si vous résidez dans un pays concerné, puis demande de visa long séjour étudiant',
  '“Études en France” procedure on Campus France if you live in a participating country, then a long-stay student visa application',
);
const APPLICATION = t(
  'Dossier en ligne : relevés de notes, CV et lettre de motivation',
  'Online application: transcripts, CV and cover letter',
);
const INTERVIEW = t(
  'Entretien de motivation avec le jury, sur le campus ou en visioconférence',
  'Motivation interview with the panel, on campus or by video call',
);

export function admissionChecklist(spec: CourseSpec, locale: Locale): ChecklistBlock {
  const steps = [PREREQUISITE[spec.level], languageRequirement(spec.level), APPLICATION, INTERVIEW];
  if (spec.family.admissionExtra) steps.push(spec.family.admissionExtra);
  steps.push(CAMPUS_FRANCE);
  return {
    __component: 'blocks.checklist',
    title: locale === 'fr' ? 'Admission des étudiants internationaux' : 'Admission for international students',
    items: items(steps.map((step) => step[locale])),
  };
}

/** "Assistant(e) comptable" -> "assistant(e) comptable", but "SOC analyst" or "DevOps engineer" stay as they are. */
function lowerFirst(text: string): string {
  const [firstWord = ''] = text.split(' ');
  return (firstWord.match(/[A-ZÀ-Ý]/g) ?? []).length > 1 ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

const FULL_TIME_INTERNSHIPS: Record<CourseSpec['level'], Bilingual<string>> = {
  bac2: t('12 à 16 semaines de stage réparties sur les deux ans', '12 to 16 weeks of internship over the two years'),
  bac3: t(
    'un stage chaque année, dont un de 4 à 6 mois en 3e année',
    'an internship every year, including one of 4 to 6 months in year 3',
  ),
  bac5: t(
    'une mission de conseil puis un stage de fin d’études de 6 mois',
    'a consulting project then a 6-month final internship',
  ),
};

const WORK_STUDY_START: Record<CourseSpec['level'], Bilingual<string>> = {
  bac2: t(
    'Dès la 1re année, 2 jours à l’école et 3 jours en entreprise',
    'From year 1, 2 days at school and 3 days at work',
  ),
  bac3: t(
    'Dès la 2e année, 1 semaine à l’école et 2 semaines en entreprise',
    'From year 2, 1 week at school and 2 weeks at work',
  ),
  bac5: t(
    'Dès la 1re année, 1 semaine à l’école et 3 semaines en entreprise',
    'From year 1, 1 week at school and 3 weeks at work',
  ),
};

/** `entryJob` is the first job the course leads to, quoted as an example of internship position. */

export function twoRoutes(spec: CourseSpec, locale: Locale, entryJob: Bilingual<string>): TwoRoutesBlock {
  const firstJob = lowerFirst(entryJob[locale]);
  const role = spec.family.workStudyRole[locale];
  const internships = FULL_TIME_INTERNSHIPS[spec.level][locale];
  if (locale === 'fr') {
    return {
      __component: 'blocks.two-routes',
      title: 'Deux façons de suivre la formation',
      routes: [
        {
          title: 'Temps plein avec stages',
          description: `Vous suivez les cours à temps plein et complétez votre formation par ${internships}, par exemple comme ${firstJob}.`,
          points: items([
            'Un rythme régulier, idéal pour s’installer en France',
            'Stages en France ou à l’étranger, gratifiés au-delà de deux mois',
            'Jusqu’à 964 heures de travail par an autorisées avec un titre de séjour étudiant',
          ]),
        },
        {
          title: 'Alternance',
          description: `Vous partagez votre temps entre l’école et une entreprise, où vous occupez un poste ${deFr(role)}. L’entreprise prend en charge vos frais de scolarité et vous verse un salaire.`,
          points: items([
            WORK_STUDY_START[spec.level].fr,
            'Contrat d’apprentissage : frais de scolarité financés et salaire mensuel',
            'Ouvert aux étudiants internationaux dont le titre de séjour autorise ce contrat',
          ]),
        },
      ],
    };
  }
  return {
    __component: 'blocks.two-routes',
    title: 'Two ways to study',
    routes: [
      {
        title: 'Full-time with internships',
        description: `You attend classes full-time and complete your training with ${internships}, for example as ${withArticle(firstJob)}.`,
        points: items([
          'A steady pace, ideal when you are settling in France',
          'Internships in France or abroad, paid beyond two months',
          'Up to 964 hours of work a year allowed with a student residence permit',
        ]),
      },
      {
        title: 'Work-study (alternance)',
        description: `You split your time between school and a company, where you work as ${withArticle(role)}. The company pays your tuition fees and a salary.`,
        points: items([
          WORK_STUDY_START[spec.level].en,
          'Apprenticeship contract: tuition fees covered and a monthly salary',
          'Open to international students whose residence permit allows this contract',
        ]),
      },
    ],
  };
}
