import { t, type Bilingual, type Locale } from '../../bilingual';
import type { TeachingModule } from '../../components';
import { cycle } from '../../lib/cycle';
import type { CourseSpec } from './catalogue';

// The semester-by-semester plan. Subject modules come from the course family; the transversal
// ones (French, internships, projects, thesis) are common to a degree, as in real programmes.
// Every semester is worth 30 ECTS; buildCurriculum checks it.

type PlanItem = { subject: number; ects: number } | { common: CommonModuleKey; ects: number };

type CommonModuleKey =
  | 'french'
  | 'discoveryInternship'
  | 'professionalLanguage'
  | 'btsFinal'
  | 'tutoredProject'
  | 'internship3Months'
  | 'projectManagement'
  | 'internationalSeminar'
  | 'bachelorFinal'
  | 'report'
  | 'leadership'
  | 'research'
  | 'consulting'
  | 'specialisation'
  | 'graduateFinal'
  | 'thesis';

const PLANS: Record<'bac2' | 'bac3' | 'bac5', PlanItem[][]> = {
  bac2: [
    [
      { subject: 0, ects: 12 },
      { subject: 1, ects: 12 },
      { common: 'french', ects: 6 },
    ],
    [
      { subject: 2, ects: 12 },
      { subject: 3, ects: 10 },
      { common: 'discoveryInternship', ects: 8 },
    ],
    [
      { subject: 4, ects: 12 },
      { subject: 5, ects: 12 },
      { common: 'professionalLanguage', ects: 6 },
    ],
    [
      { subject: 6, ects: 10 },
      { subject: 7, ects: 8 },
      { common: 'btsFinal', ects: 12 },
    ],
  ],
  bac3: [
    [
      { subject: 0, ects: 12 },
      { subject: 1, ects: 12 },
      { common: 'french', ects: 6 },
    ],
    [
      { subject: 2, ects: 12 },
      { subject: 3, ects: 10 },
      { common: 'discoveryInternship', ects: 8 },
    ],
    [
      { subject: 4, ects: 12 },
      { subject: 5, ects: 12 },
      { common: 'professionalLanguage', ects: 6 },
    ],
    [
      { subject: 6, ects: 12 },
      { common: 'tutoredProject', ects: 10 },
      { common: 'internship3Months', ects: 8 },
    ],
    [
      { subject: 7, ects: 12 },
      { common: 'projectManagement', ects: 8 },
      { common: 'internationalSeminar', ects: 10 },
    ],
    [
      { common: 'bachelorFinal', ects: 24 },
      { common: 'report', ects: 6 },
    ],
  ],
  bac5: [
    [
      { subject: 0, ects: 12 },
      { subject: 1, ects: 12 },
      { common: 'leadership', ects: 6 },
    ],
    [
      { subject: 2, ects: 12 },
      { subject: 3, ects: 10 },
      { common: 'research', ects: 8 },
    ],
    [
      { common: 'consulting', ects: 12 },
      { common: 'specialisation', ects: 12 },
      { common: 'professionalLanguage', ects: 6 },
    ],
    [
      { common: 'graduateFinal', ects: 20 },
      { common: 'thesis', ects: 10 },
    ],
  ],
};

interface CommonModule {
  title: Bilingual<string>;
  description: Bilingual<string>;
}

function commonModule(key: CommonModuleKey, spec: CourseSpec): CommonModule {
  const englishTaught = spec.language === 'en';
  const short = spec.offer.short ?? spec.family.short;
  switch (key) {
    case 'french':
      return englishTaught
        ? {
            title: t(
              'Français langue étrangère (débutant à intermédiaire)',
              'French as a foreign language (beginner to intermediate)',
            ),
            description: t(
              'Cours de français par petits groupes pour la vie quotidienne et le monde du travail.',
              'French classes in small groups for everyday life and the workplace.',
            ),
          }
        : {
            title: t('Français langue étrangère et méthodologie', 'French as a foreign language and study skills'),
            description: t(
              'Cours de français par niveaux (A2 à C1) et méthodes de travail de l’enseignement supérieur français.',
              'French classes by level (A2 to C1) and the study methods of French higher education.',
            ),
          };
    case 'discoveryInternship':
      return {
        title: t('Stage d’immersion (6 à 8 semaines)', 'Discovery internship (6 to 8 weeks)'),
        description: t(
          'Première expérience en entreprise, suivie par un tuteur de l’école.',
          'First work experience, followed by a school tutor.',
        ),
      };
    case 'professionalLanguage':
      return englishTaught
        ? {
            title: t('Français professionnel', 'Professional French'),
            description: t(
              'Entretiens, réunions et écrits professionnels en français.',
              'Interviews, meetings and business writing in French.',
            ),
          }
        : {
            title: t('Anglais professionnel', 'Business English'),
            description: t(
              'Préparation au TOEIC ou à l’IELTS et mises en situation professionnelles.',
              'TOEIC or IELTS preparation and workplace role plays.',
            ),
          };
    case 'btsFinal':
      return {
        title: t('Stage de fin de formation et épreuves du diplôme', 'Final internship and diploma examinations'),
        description: t(
          'Stage de 6 à 8 semaines et préparation aux épreuves nationales.',
          '6-to-8-week internship and preparation for the national exams.',
        ),
      };
    case 'tutoredProject':
      return {
        title: t('Projet tutoré avec une entreprise partenaire', 'Tutored project with a partner company'),
        description: t(
          'Une problématique réelle traitée en équipe sur un semestre.',
          'A real business problem tackled in teams over a semester.',
        ),
      };
    case 'internship3Months':
      return {
        title: t('Stage de 3 mois en France ou à l’étranger', '3-month internship in France or abroad'),
        description: t(
          'Stage conventionné, gratifié au-delà de deux mois.',
          'Formal internship, paid beyond two months.',
        ),
      };
    case 'projectManagement':
      return {
        title: t('Gestion de projet et entrepreneuriat', 'Project management and entrepreneurship'),
        description: t(
          'Méthodes de gestion de projet et création d’activité.',
          'Project management methods and starting a business.',
        ),
      };
    case 'internationalSeminar':
      return {
        title: t('Séminaire international et interculturalité', 'International seminar and intercultural skills'),
        description: t(
          'Une semaine de travail avec une école partenaire à l’étranger.',
          'A week of work with a partner school abroad.',
        ),
      };
    case 'bachelorFinal':
      return {
        title: t(
          'Stage de fin d’études ou mission en alternance (4 à 6 mois)',
          'Final internship or work-study assignment (4 to 6 months)',
        ),
        description: t(
          'Mise en œuvre des compétences du titre en situation professionnelle.',
          'Applying the certification’s skills in a professional setting.',
        ),
      };
    case 'report':
      return {
        title: t('Rapport d’activité professionnelle et soutenance', 'Professional report and viva'),
        description: t(
          'Analyse écrite de la mission et présentation devant un jury.',
          'Written analysis of the assignment and presentation to a panel.',
        ),
      };
    case 'leadership':
      return {
        title: t('Leadership et management interculturel', 'Leadership and cross-cultural management'),
        description: t(
          'Travail en équipes internationales et posture de manager.',
          'Working in international teams and the manager’s role.',
        ),
      };
    case 'research':
      return {
        title: t('Méthodologie de la recherche appliquée', 'Applied research methods'),
        description: t(
          'Préparation du mémoire : problématique, enquête et analyse.',
          'Thesis preparation: research question, survey and analysis.',
        ),
      };
    case 'consulting':
      return {
        title: t('Mission de conseil pour une entreprise partenaire', 'Consulting project for a partner company'),
        description: t(
          'Diagnostic et recommandations remis à la direction de l’entreprise.',
          'Diagnosis and recommendations delivered to the company’s management.',
        ),
      };
    case 'specialisation':
      return {
        title: { fr: `Séminaire de spécialisation : ${short.fr}`, en: `Specialisation seminar: ${short.en}` },
        description: t(
          'Conférences et cas présentés par des experts du secteur.',
          'Talks and cases presented by industry experts.',
        ),
      };
    case 'graduateFinal':
      return {
        title: t(
          'Stage de fin d’études ou mission en alternance (6 mois)',
          'Final internship or work-study assignment (6 months)',
        ),
        description: t(
          'Une mission à responsabilité, souvent suivie d’une embauche.',
          'A responsible role, often followed by a job offer.',
        ),
      };
    case 'thesis':
      return {
        title: t('Mémoire professionnel et soutenance', 'Professional thesis and viva'),
        description: t('Un travail de fond sur une question du secteur.', 'An in-depth study of an industry question.'),
      };
  }
}

const SUBJECT_FORMATS: Bilingual<string>[] = [
  t('Cours, études de cas et évaluation continue.', 'Lectures, case studies and continuous assessment.'),
  t('Ateliers pratiques encadrés par des professionnels.', 'Hands-on workshops led by professionals.'),
  t('Projet en équipe présenté devant un jury.', 'Team project presented to a panel.'),
  t('Mises en situation et travaux dirigés.', 'Role plays and tutorials.'),
];

function subjectModules(spec: CourseSpec): Bilingual<string>[] {
  if (spec.level !== 'bac5') return spec.family.modules ?? [];
  return spec.family.expertModules ?? (spec.family.modules ?? []).slice(4);
}

function periodLabel(semester: number, locale: Locale): string {
  const year = Math.ceil(semester / 2);
  return locale === 'fr' ? `Année ${year} · Semestre ${semester}` : `Year ${year} · Semester ${semester}`;
}

export function buildCurriculum(spec: CourseSpec, locale: Locale): TeachingModule[] {
  const subjects = subjectModules(spec);
  const modules: TeachingModule[] = [];
  PLANS[spec.level].forEach((semester, i) => {
    const total = semester.reduce((sum, item) => sum + item.ects, 0);
    if (total !== 30) throw new Error(`Semester ${i + 1} of ${spec.level} plans ${total} ECTS instead of 30.`);
    for (const item of semester) {
      if ('subject' in item) {
        const title = subjects[item.subject];
        if (!title) throw new Error(`Course ${spec.id} has no subject module ${item.subject}.`);
        const format = cycle(SUBJECT_FORMATS, item.subject + spec.index);
        modules.push({
          period: periodLabel(i + 1, locale),
          title: title[locale],
          ects: item.ects,
          description: format[locale],
        });
      } else {
        const common = commonModule(item.common, spec);
        modules.push({
          period: periodLabel(i + 1, locale),
          title: common.title[locale],
          ects: item.ects,
          description: common.description[locale],
        });
      }
    }
  });
  return modules;
}
