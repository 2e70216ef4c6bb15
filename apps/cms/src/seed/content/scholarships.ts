// The scholarships and reductions the cost calculator shows as possible (requirements 10.17): by
// school, level, nationality or merit. Demo content: the amounts and deadlines are plausible,
// not the network's. Seeded on 29 November 2026, the deadlines are 31 January, 28 February, 15 and
// 31 March, 15 April and 15 May 2027.
import { t, type Bilingual } from '../bilingual';
import type { CommonStepKey } from './country-guide-steps';
import type { LevelKey } from './graduation-levels';
import type { SchoolCode } from './schools';

export interface ScholarshipSeed {
  key: string;
  title: Bilingual<string>;
  description: Bilingual<string>;
  amount: number;
  amountPeriod: 'year' | 'once';
  /**
   * The last day to apply, at least so many days after the day the seed runs (deadlineAfter): the
   * first ones fall before any intake that can still be made, whatever the season, so that a guide
   * always has a deadline ahead to show (docs/decisions/demo-dates.md).
   */
  deadlineDays: number;
  /** The step of the country guides that must be done by the deadline (the guides date it). */
  requires: Extract<CommonStepKey, 'file' | 'interview' | 'admission'>;
  countries: string;
  merit: boolean;
  /**
   * Offered to the students of the Études en France procedure (docs/decisions/cost-calculator.md):
   * not the early-enrolment reduction, whose admission that procedure gives only after its
   * interview. The guides and budgets of those countries say why it is absent.
   */
  openToEtudesEnFrance: boolean;
  schools: readonly SchoolCode[];
  levels: readonly LevelKey[];
}

export const SCHOLARSHIPS: readonly ScholarshipSeed[] = [
  {
    key: 'excellence',
    title: t('Bourse d’excellence Horizon', 'Horizon excellence scholarship'),
    description: t(
      'Pour les admis dont le dossier et l’entretien sont excellents ; renouvelée chaque année si la moyenne reste au-dessus de 14/20.',
      'For admitted students with an excellent record and interview; renewed each year while the average stays above 14/20.',
    ),
    amount: 3000,
    amountPeriod: 'year',
    deadlineDays: 122,
    requires: 'file',
    countries: '',
    merit: true,
    openToEtudesEnFrance: true,
    schools: [],
    levels: ['bac5'],
  },
  {
    key: 'africa',
    title: t('Bourse Afrique francophone', 'French-speaking Africa scholarship'),
    description: t(
      'Pour les étudiants de nationalité marocaine, sénégalaise, ivoirienne, camerounaise, tunisienne, gabonaise, béninoise ou togolaise, sur dossier.',
      'For students from Morocco, Senegal, Côte d’Ivoire, Cameroon, Tunisia, Gabon, Benin or Togo, on application.',
    ),
    amount: 2000,
    amountPeriod: 'year',
    deadlineDays: 91,
    requires: 'file',
    countries: 'MA,SN,CI,CM,TN,GA,BJ,TG',
    merit: false,
    openToEtudesEnFrance: true,
    schools: [],
    levels: [],
  },
  {
    key: 'latin-america',
    title: t('Bourse Amérique latine', 'Latin America scholarship'),
    description: t(
      'Pour les étudiants brésiliens et mexicains admis en Bachelor ou en Bac+5.',
      'For Brazilian and Mexican students admitted to a Bachelor or a Bac+5 programme.',
    ),
    amount: 2500,
    amountPeriod: 'year',
    deadlineDays: 137,
    requires: 'admission',
    countries: 'BR,MX',
    merit: false,
    openToEtudesEnFrance: true,
    schools: [],
    levels: ['bac3', 'bac5'],
  },
  {
    key: 'asia',
    title: t('Bourse Asie', 'Asia scholarship'),
    description: t(
      'Pour les étudiants vietnamiens, chinois et indiens, sur dossier et entretien.',
      'For Vietnamese, Chinese and Indian students, on application and interview.',
    ),
    amount: 1500,
    amountPeriod: 'year',
    deadlineDays: 106,
    requires: 'interview',
    countries: 'VN,CN,IN',
    merit: false,
    openToEtudesEnFrance: true,
    schools: [],
    levels: [],
  },
  {
    key: 'early',
    title: t('Réduction inscription anticipée', 'Early enrolment reduction'),
    description: t(
      'Pour une inscription confirmée avant la date limite, déduite des frais de la première année.',
      'For an enrolment confirmed before the deadline, taken off the first year’s tuition.',
    ),
    amount: 500,
    amountPeriod: 'once',
    deadlineDays: 63,
    requires: 'admission',
    countries: '',
    merit: false,
    openToEtudesEnFrance: false,
    schools: [],
    levels: [],
  },
  {
    key: 'digital',
    title: t('Bourse Talents du numérique', 'Digital talent scholarship'),
    description: t(
      'Pour les étudiantes et étudiants qui rejoignent l’Institut Kerlys avec un projet numérique remarqué.',
      'For students joining Kerlys Digital Institute with a notable digital project.',
    ),
    amount: 1200,
    amountPeriod: 'year',
    deadlineDays: 167,
    requires: 'file',
    countries: '',
    merit: true,
    openToEtudesEnFrance: true,
    schools: ['KIN'],
    levels: [],
  },
];
